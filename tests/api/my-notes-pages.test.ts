import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { failureOf } from '../support/failure-of.ts';
import { insertNotes } from '../support/insert-notes.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { testEngines } from '../support/test-database.ts';
import { userIdOf } from '../support/user-id-of.ts';

describe.each(testEngines)('pages of my notes on $engine', ({ engine, available }) => {
  const app = useAccountTestServer(engine, available);

  it.skipIf(!available)('pages through every note once, newest first, and refuses a bad page', async () => {
    const email = `pages.${engine}@example.test`;
    const api = await signedInClient(app, email, 'correct horse battery');
    // 30 notes written straight into the database; pairs share a timestamp, so the order within one
    // instant must hold across pages too.
    await insertNotes(app.database, await userIdOf(app.database, email), 30, engine);

    const first = await api.call(endpoints.myNotes);
    expect(first.notes).toHaveLength(24);
    expect(first.nextCursor).toEqual(expect.any(String));

    const seen: string[] = [];
    let cursor: string | undefined;
    for (const expected of [12, 12, 6]) {
      const page = await api.call(endpoints.myNotes, { query: { cursor, pageSize: 12 } });
      expect(page.notes).toHaveLength(expected);
      seen.push(...page.notes.map((note) => note.nemesisName));
      cursor = page.nextCursor ?? undefined;
    }
    expect(cursor).toBeUndefined();
    const newestFirst = Array.from({ length: 30 }, (_, i) => 29 - i)
      .map((i) => (i % 2 === 0 ? i + 1 : i - 1))
      .map((i) => `Rival ${i}`);
    expect(seen).toEqual(newestFirst);

    for (const query of [{ cursor: 'not-a-cursor' }, { pageSize: 0 }, { pageSize: 101 }]) {
      expect(await failureOf(api.call(endpoints.myNotes, { query })), JSON.stringify(query)).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
      });
    }
  });
});
