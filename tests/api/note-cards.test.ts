import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { noteCardPath } from '#contract/notes/note-paths.ts';
import { createNoteRepository } from '../../server/db/repositories/note-repository.ts';
import { randomShortUuid } from '../../server/services/notes/note-keys.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { createTestStorage, openTestDatabase, testEngines } from '../support/test-database.ts';
import type { TestStorage } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const details = { nemesisName: 'Gary from Accounting', nemesisAge: 51, nemesisOccupation: 'Spreadsheet tyrant' };
const userNotes = 'He replies all with "noted" to every single email and then schedules a meeting about it.';

describe.each(testEngines)('preview cards on $engine', ({ engine, available }) => {
  let mail: MailCatcher;
  let storage: TestStorage;
  let server: TestServer;

  beforeAll(async () => {
    if (!available) return;
    mail = await startMailCatcher();
    storage = await createTestStorage(engine);
    server = await startTestServer({ storage, env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    if (!available) return;
    await server.close();
    await storage.cleanup();
    await mail.close();
  });

  async function publish(email: string) {
    const api = browserLikeClient(server.url);
    const sent = mail.messages.length;
    await api.call(endpoints.signUp, { body: { email, password: 'correct horse battery' } });
    await api.call(endpoints.confirmSignUp, { body: { email, code: await mail.latestCode(email, sent) } });
    const { initialRoast } = await api.call(endpoints.generateInitial, { body: details });
    const { finalRoast } = await api.call(endpoints.generateFinal, { body: { ...details, userNotes, initialRoast } });
    return api.call(endpoints.createNote, { body: { ...details, userNotes, initialRoast, finalRoast } });
  }

  it.skipIf(!available)(
    'draws a card at publishing, keeps it for every process, and answers a repeat with 304',
    async () => {
      const { shortUuid } = await publish(`cards.${engine}@example.test`);
      const database = openTestDatabase(storage);
      try {
        // Drawn in the background without anyone asking for it.
        await expect
          .poll(
            () =>
              database.db.selectFrom('noteCards').select('etag').where('shortUuid', '=', shortUuid).executeTakeFirst(),
            { timeout: 15_000 },
          )
          .toBeDefined();

        const first = await fetch(server.url + noteCardPath(shortUuid));
        expect(first.status).toBe(200);
        expect(first.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
        const etag = first.headers.get('etag')!;
        expect(etag).toMatch(/^"[\w-]{20,}"$/);
        const png = Buffer.from(await first.arrayBuffer());
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

        // As a browser revalidates (fetch() would add Cache-Control: no-cache to a conditional request itself).
        const again = await fetch(server.url + noteCardPath(shortUuid), {
          headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
        });
        expect(again.status).toBe(304);
        expect((await again.arrayBuffer()).byteLength).toBe(0);

        // Another process serves the kept card as it is, without drawing it again.
        const kept = Buffer.from('kept card');
        await database.db
          .updateTable('noteCards')
          .set({ pngBase64: kept.toString('base64') })
          .where('shortUuid', '=', shortUuid)
          .execute();
        const other = await startTestServer({ storage, env: { SMTP_URL: mail.url } });
        try {
          const served = await fetch(other.url + noteCardPath(shortUuid));
          expect(Buffer.from(await served.arrayBuffer())).toEqual(kept);
          expect(served.headers.get('etag')).toBe(etag);
        } finally {
          await other.close();
        }
      } finally {
        await database.db.destroy();
      }
    },
  );

  it.skipIf(!available)('limits how many cards one client has drawn, but never a kept card', async () => {
    await publish(`many.${engine}@example.test`);
    const database = openTestDatabase(storage);
    try {
      // Notes from before cards were kept: written straight into the database, with no card drawn.
      const { id: userId } = await database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `many.${engine}@example.test`)
        .executeTakeFirstOrThrow();
      const notes = createNoteRepository(database.db);
      const ids = Array.from({ length: 21 }, () => randomShortUuid());
      for (const [i, shortUuid] of ids.entries()) {
        await notes.create({
          shortUuid,
          vanityUrl: `old-${i}`,
          vanityKey: `old-${i}-${engine}`,
          userId,
          ...details,
          userNotes,
          initialRoast: 'An old roast.',
          finalRoast: `An old roast, number ${i}.`,
          modelId: 'builtin/roastbook',
          initialPromptVersion: 1,
          finalPromptVersion: 1,
          createdAt: new Date().toISOString(),
        });
      }
      for (const shortUuid of ids.slice(0, 20))
        expect((await fetch(server.url + noteCardPath(shortUuid))).status).toBe(200);
      const refused = await fetch(server.url + noteCardPath(ids[20]!));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await refused.json()).toMatchObject({ error: 'RATE_LIMIT_EXCEEDED' });
      // Cards already drawn are still served to the same client.
      expect((await fetch(server.url + noteCardPath(ids[0]!))).status).toBe(200);
    } finally {
      await database.db.destroy();
    }
  });
});
