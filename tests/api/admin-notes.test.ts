import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { expectAdminOnly } from '../support/expect-admin-only.ts';
import { failureOf } from '../support/failure-of.ts';
import { useModerationTestServer } from '../support/moderation-test-server.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('the notes browser on $engine', ({ engine, available }) => {
  const server = useModerationTestServer(engine, available, `admin-notes-${engine}`, 'B');
  const { newNote, visitor } = server;
  let clients: AdminClients;
  beforeAll(() => {
    if (!available) return;
    clients = server.clients();
  });
  const list = (query: Record<string, unknown> = {}) =>
    clients.admin.call(adminEndpoints.adminNotes, { query: query as never });
  const ids = async (query: Record<string, unknown> = {}) =>
    (await list(query)).notes.map((item) => item.note.shortUuid);

  it.skipIf(!available)(
    'lists every note newest first, searchable by name, author e-mail and short id (wildcards literal), filtered by hidden and reported, paged',
    async () => {
      const plain = await newNote('Gary 100% Evil');
      const reported = await newNote('Lex Luthor');
      const hidden = await newNote('The Joker');
      await visitor('10.9.0.1').call(endpoints.reportNote, {
        params: { shortUuid: reported },
        body: { reason: 'spam' } as never,
      });
      await clients.admin.call(adminEndpoints.adminHideNote, {
        params: { shortUuid: hidden },
        body: { reason: 'spam', statement: 'Advertising.' },
      });

      const all = await expectAdminOnly(clients, adminEndpoints.adminNotes);
      expect(all.totalCount).toBe(3);
      expect(all.notes.map((item) => item.note.shortUuid)).toEqual([hidden, reported, plain]);
      expect(all.notes[1]).toMatchObject({
        note: { nemesisName: 'Lex Luthor', finalRoast: 'The final roast of Lex Luthor.' },
        author: { email: clients.userEmail, status: 'CONFIRMED' },
        reportCount: 1,
        openReportCount: 1,
        hidden: null,
      });
      expect(all.notes[0]).toMatchObject({
        reportCount: 0,
        hidden: { held: false, reason: 'spam', statement: 'Advertising.' },
      });

      expect(await ids({ search: 'LUTHOR' })).toEqual([reported]);
      expect(await ids({ search: '100%' })).toEqual([plain]);
      expect(await ids({ search: '0%' })).toEqual([plain]);
      expect(await ids({ search: '%' })).toEqual([plain]);
      expect(await ids({ search: '_' })).toEqual([]);
      expect(await ids({ search: hidden.toLowerCase() })).toEqual([hidden]);
      expect(await ids({ search: clients.userEmail.toUpperCase() })).toEqual([hidden, reported, plain]);
      expect(await ids({ search: 'nobody@else' })).toEqual([]);
      expect(await ids({ filter: 'hidden' })).toEqual([hidden]);
      expect(await ids({ filter: 'reported' })).toEqual([reported]);
      expect(await list({ filter: 'reported', search: 'joker' })).toEqual({ notes: [], totalCount: 0 });

      // A decided report still counts as reported; it is no longer open.
      await clients.admin.call(adminEndpoints.adminDismissReports, { params: { shortUuid: reported } });
      expect((await list({ filter: 'reported' })).notes).toMatchObject([{ reportCount: 1, openReportCount: 0 }]);

      for (let n = 0; n < 24; n++) await newNote();
      const second = await list({ page: 2, pageSize: 25 });
      expect(second.totalCount).toBe(27);
      expect(second.notes.map((item) => item.note.shortUuid)).toEqual([reported, plain]);

      expect(await failureOf(list({ filter: 'secret' }))).toMatchObject({
        status: 400,
        serverMessage: expect.stringContaining('Filter must be one of: all, hidden, reported'),
      });
      expect(await failureOf(list({ pageSize: 7 }))).toMatchObject({ status: 400, code: 'ADMIN_INVALID_PAGINATION' });
      expect(await failureOf(list({ search: 'a'.repeat(255) }))).toMatchObject({ status: 400 });
    },
  );

  it.skipIf(!available)('shows one note with every report, open and decided; an unknown note is 404', async () => {
    const note = await newNote('Moriarty');
    await visitor('10.9.1.1').call(endpoints.reportNote, {
      params: { shortUuid: note },
      body: { reason: 'hate' } as never,
    });
    await clients.admin.call(adminEndpoints.adminDismissReports, { params: { shortUuid: note } });
    await visitor('10.9.1.2').call(endpoints.reportNote, {
      params: { shortUuid: note },
      body: { reason: 'other', details: 'Too mean' } as never,
    });
    const shown = await expectAdminOnly(clients, adminEndpoints.adminNote, { params: { shortUuid: note } });
    expect(shown).toMatchObject({
      note: { shortUuid: note, nemesisName: 'Moriarty' },
      reportCount: 2,
      openReportCount: 1,
      hidden: null,
    });
    expect(shown.reports.map((report) => [report.reason, report.decision])).toEqual([
      ['hate', 'dismissed'],
      ['other', null],
    ]);
    expect(
      await failureOf(clients.admin.call(adminEndpoints.adminNote, { params: { shortUuid: 'ZZZZZ' } })),
    ).toMatchObject({ status: 404, code: 'NOTE_NOT_FOUND' });
  });
});
