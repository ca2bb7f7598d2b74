import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { failureOf } from '../support/failure-of.ts';
import { useModerationTestServer } from '../support/moderation-test-server.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('reports and moderation of sealed notes on $engine', ({ engine, available }) => {
  const server = useModerationTestServer(engine, available, `sealed-moderation-${engine}`, 'S');
  const { parts, newNote, visitor } = server;
  let clients: AdminClients;
  beforeAll(() => {
    if (available) clients = server.clients();
  });

  /** A note of the ordinary user's, sealed until a day far ahead on the server's clock. */
  async function sealedNote(name: string): Promise<{ shortUuid: string; roast: string; sealedUntil: string }> {
    const shortUuid = await newNote(name);
    const sealedUntil = new Date(parts.clock.now().getTime() + 30 * 86_400_000).toISOString();
    await parts.database.db
      .updateTable('notes')
      .set({ sealedUntil, sealZone: 'Europe/Paris' })
      .where('shortUuid', '=', shortUuid)
      .execute();
    return { shortUuid, roast: `The final roast of ${name}.`, sealedUntil };
  }

  it.skipIf(!available)(
    'takes reports of a sealed note, shows admins its whole text, and hides it like any other',
    async () => {
      const { shortUuid, roast, sealedUntil } = await sealedNote('Sealed Moriarty');
      const params = { params: { shortUuid } };
      const read = () => clients.anonymous.call(endpoints.getNote, params);
      expect((await read()).note.finalRoast).toBeUndefined();

      // A reader who cannot read it yet may still report it (its name, a shared link's context).
      expect(
        await visitor('10.5.0.1').call(endpoints.reportNote, { ...params, body: { reason: 'harassment' } as never }),
      ).toEqual({ success: true });
      // Admins read it whole, and are told it is sealed (their screens badge it), until when and where.
      const seal = { opensAt: sealedUntil, timeZone: 'Europe/Paris' };
      const queue = await clients.admin.call(adminEndpoints.adminModerationQueue, { query: {} });
      expect(queue.items.find((item) => item.note.shortUuid === shortUuid)?.note).toMatchObject({
        finalRoast: roast,
        seal,
      });
      expect((await clients.admin.call(adminEndpoints.adminNote, params)).note).toMatchObject({
        finalRoast: roast,
        seal,
      });
      const listed = await clients.admin.call(adminEndpoints.adminNotes, { query: { search: shortUuid } });
      expect(listed.notes.map((item) => item.note.seal)).toEqual([seal]);

      await clients.admin.call(adminEndpoints.adminHideNote, {
        ...params,
        body: { reason: 'harassment', statement: 'Naming a real classmate is bullying.' },
      });
      expect(await failureOf(read())).toMatchObject({ status: 410, code: 'NOTE_REMOVED' });
      const page = await fetch(`${parts.server.url}/notes/${shortUuid}`);
      expect(page.status).toBe(410);
      expect(await page.text()).not.toContain(roast);
      expect((await fetch(`${parts.server.url}/api/v1/nemesis-notes/${shortUuid}/card.png`)).status).toBe(410);

      await clients.admin.call(adminEndpoints.adminRestoreNote, params);
      const restored = await read();
      expect(restored.note.seal).toMatchObject({ timeZone: 'Europe/Paris' });
      expect(restored.note.finalRoast).toBeUndefined();
    },
  );
});
