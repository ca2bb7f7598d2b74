import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import type { Database } from '../../server/db/database.ts';
import { createNoteRepository } from '../../server/db/repositories/note-repository.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { failureOf } from '../support/failure-of.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { openTestDatabase, testEngines } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

describe.each(testEngines)('pages of my notes on $engine', ({ engine, available }) => {
  let server: TestServer;
  let mail: MailCatcher;
  let database: Database;

  beforeAll(async () => {
    if (!available) return;
    mail = await startMailCatcher();
    server = await startTestServer({ engine, env: { SMTP_URL: mail.url } });
    database = openTestDatabase(server.storage);
  });
  afterAll(async () => {
    if (!available) return;
    await database.db.destroy();
    await server.close();
    await mail.close();
  });

  it.skipIf(!available)('pages through every note once, newest first, and refuses a bad page', async () => {
    const email = `pages.${engine}@example.test`;
    const api = browserLikeClient(server.url);
    const sent = mail.messages.length;
    await api.call(endpoints.signUp, { body: { email, password: 'correct horse battery' } });
    await api.call(endpoints.confirmSignUp, { body: { email, code: await mail.latestCode(email, sent) } });
    const { id: userId } = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    // 30 notes (more than the limits let one user publish in a day), written straight into the database;
    // pairs share a timestamp, so the order within one instant must hold across pages too.
    const notes = createNoteRepository(database.db);
    for (let i = 0; i < 30; i++) {
      await notes.create({
        shortUuid: `pg${String(i).padStart(3, '0')}`,
        vanityUrl: `page-${i}`,
        vanityKey: `page-${i}-${engine}`,
        userId,
        nemesisName: `Rival ${i}`,
        nemesisAge: 30,
        nemesisOccupation: 'Rival',
        userNotes: 'Always one step ahead.',
        initialRoast: 'A roast.',
        finalRoast: 'A final roast.',
        modelId: 'builtin/roastbook',
        initialPromptVersion: 1,
        finalPromptVersion: 1,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 2))).toISOString(),
      });
    }

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
    const newestFirst = Array.from({ length: 30 }, (_, i) => 29 - i).map((i) => (i % 2 === 0 ? i + 1 : i - 1)).map((i) => `Rival ${i}`);
    expect(seen).toEqual(newestFirst);

    for (const query of [{ cursor: 'not-a-cursor' }, { pageSize: 0 }, { pageSize: 101 }]) {
      expect(await failureOf(api.call(endpoints.myNotes, { query })), JSON.stringify(query)).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    }
  });
});
