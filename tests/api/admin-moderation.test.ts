import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { moderationMessages } from '#contract/moderation/moderation-messages.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { expectAdminOnly } from '../support/expect-admin-only.ts';
import { failureOf } from '../support/failure-of.ts';
import { useModerationTestServer } from '../support/moderation-test-server.ts';
import { partOf } from '../support/mail-catcher.ts';
import { testEngines } from '../support/test-database.ts';

describe.each(testEngines)('the review queue on $engine', ({ engine, available }) => {
  const server = useModerationTestServer(engine, available, `moderation-${engine}`, 'M');
  const { parts, newNote, visitor } = server;
  let clients: AdminClients;
  let authorId: string;
  beforeAll(() => {
    if (!available) return;
    clients = server.clients();
    authorId = server.authorId();
  });
  const report = (address: string, shortUuid: string, reason: string, details?: string) =>
    visitor(address).call(endpoints.reportNote, { params: { shortUuid }, body: { reason, details } as never });
  const params = (shortUuid: string) => ({ params: { shortUuid } });
  const read = (shortUuid: string) => clients.anonymous.call(endpoints.getNote, params(shortUuid));
  const latestAudit = async () => (await clients.admin.call(adminEndpoints.adminAudit)).entries[0];

  it.skipIf(!available)(
    'lists open reports grouped by note with the whole text, author and prompt versions, paged and filtered',
    async () => {
      const first = await newNote('Lex Luthor');
      const second = await newNote('The Joker');
      await report('10.1.0.1', first, 'spam');
      await report('10.1.0.2', first, 'other', 'Mean about my cat');
      await report('10.1.0.3', second, 'hate');
      const queue = await expectAdminOnly(clients, adminEndpoints.adminModerationQueue);
      expect(queue.totalCount).toBe(2);
      expect(queue.items.map((item) => item.note.shortUuid)).toEqual([second, first]);
      const item = queue.items[1]!;
      expect(item).toMatchObject({
        note: {
          nemesisName: 'Lex Luthor',
          finalRoast: 'The final roast of Lex Luthor.',
          initialRoast: 'A first roast.',
          userNotes: 'Always one step ahead.',
          initialPromptVersion: 1,
          finalPromptVersion: 2,
          modelId: 'builtin/roastbook',
        },
        author: { userId: authorId, email: clients.userEmail, status: 'CONFIRMED', enabled: true },
        reportCount: 2,
        reasons: [
          { reason: 'spam', count: 1 },
          { reason: 'other', count: 1 },
        ],
        hidden: null,
      });
      expect(item.firstReportedAt < item.lastReportedAt).toBe(true);
      expect(item.reports.map((entry) => entry.details)).toEqual([null, 'Mean about my cat']);
      const paged = await clients.admin.call(adminEndpoints.adminModerationQueue, { query: { page: 2, pageSize: 25 } });
      expect(paged).toEqual({ items: [], totalCount: 2 });
      expect((await clients.admin.raw('/api/admin/moderation/reports?pageSize=7')).status).toBe(400);

      await clients.admin.call(adminEndpoints.adminDismissReports, params(second));
      expect(
        (await clients.admin.call(adminEndpoints.adminModerationQueue)).items.map((entry) => entry.note.shortUuid),
      ).toEqual([first]);
      const decided = await clients.admin.call(adminEndpoints.adminModerationQueue, { query: { status: 'decided' } });
      expect(decided.items.map((entry) => [entry.note.shortUuid, entry.reports[0]?.decision])).toEqual([
        [second, 'dismissed'],
      ]);
      expect(await latestAudit()).toMatchObject({
        action: 'moderation.dismiss',
        target: second,
        actorEmail: clients.adminEmail,
      });
      await clients.admin.call(adminEndpoints.adminDismissReports, params(first));
    },
  );

  it.skipIf(!available)(
    'hides a note: 410 with the reason on its API, page and card, the author mailed and told, until it is restored',
    async () => {
      const note = await newNote('Moriarty');
      await report('10.2.0.1', note, 'harassment');
      const roast = 'The final roast of Moriarty.';
      expect(await (await fetch(`${parts.server.url}/notes/${note}`)).text()).toContain(roast);
      const body = { reason: 'harassment', statement: 'Naming a real classmate is bullying.' } as const;
      await expectAdminOnly(clients, adminEndpoints.adminHideNote, { ...params(note), body });

      const removed = 'This note was removed. Reason: Harassment or bullying.';
      expect(await failureOf(read(note))).toMatchObject({ status: 410, code: 'NOTE_REMOVED', serverMessage: removed });
      const page = await fetch(`${parts.server.url}/notes/${note}`);
      expect(page.status).toBe(410);
      const html = await page.text();
      expect(html).not.toContain(roast);
      // The first HTML already says why, for the reader who follows a shared link.
      expect(html).toContain(`${moderationMessages.removed}</h`);
      expect(html).toContain('Reason: Harassment or bullying.');
      expect(html).not.toContain('og:image" content="http');
      expect((await fetch(`${parts.server.url}/api/v1/nemesis-notes/${note}/card.png`)).status).toBe(410);
      const mine = (await clients.user.call(endpoints.myNotes)).notes.find((entry) => entry.shortUuid === note);
      expect(mine?.moderation).toEqual({ status: 'removed', reason: 'harassment', statement: body.statement });
      const mail = await parts.mail.waitFor(clients.userEmail, /was removed/);
      expect(partOf(mail, 'text/plain')).toContain('Reason: Harassment or bullying');
      expect(partOf(mail, 'text/plain')).toContain(body.statement);
      expect(await latestAudit()).toMatchObject({
        action: 'moderation.hide',
        target: note,
        after: { reason: 'harassment', statement: body.statement, held: false },
      });
      const decided = await clients.admin.call(adminEndpoints.adminModerationQueue, { query: { status: 'decided' } });
      expect(decided.items.find((item) => item.note.shortUuid === note)).toMatchObject({
        hidden: { reason: 'harassment', held: false },
        reports: [{ decision: 'hidden' }],
      });

      // A statement is required; nothing changes without one.
      expect(
        await failureOf(
          clients.admin.call(adminEndpoints.adminHideNote, {
            ...params(note),
            body: { reason: 'spam', statement: ' ' },
          }),
        ),
      ).toMatchObject({ status: 400, serverMessage: moderationMessages.statementRequired });

      expect(await failureOf(clients.anonymous.call(adminEndpoints.adminRestoreNote, params(note)))).toMatchObject({
        status: 401,
        code: 'ADMIN_UNAUTHORIZED',
      });
      expect(await failureOf(clients.user.call(adminEndpoints.adminRestoreNote, params(note)))).toMatchObject({
        status: 403,
        code: 'ADMIN_FORBIDDEN',
      });
      await clients.bearer.call(adminEndpoints.adminRestoreNote, params(note));
      // Restoring a note that is shown says so.
      expect(await failureOf(clients.admin.call(adminEndpoints.adminRestoreNote, params(note)))).toMatchObject({
        status: 400,
        serverMessage: moderationMessages.notHidden,
      });
      expect((await read(note)).note.finalRoast).toBe(roast);
      const back = await fetch(`${parts.server.url}/notes/${note}`);
      expect(back.status).toBe(200);
      expect(await back.text()).toContain(roast);
      expect((await fetch(`${parts.server.url}/api/v1/nemesis-notes/${note}/card.png`)).status).toBe(200);
      expect(
        (await clients.user.call(endpoints.myNotes)).notes.find((entry) => entry.shortUuid === note)?.moderation,
      ).toBeUndefined();
      expect(await latestAudit()).toMatchObject({ action: 'moderation.restore', target: note });
      // The author, told of the removal, is told the note is back.
      const restored = await parts.mail.waitFor(clients.userEmail, /is back/);
      expect(partOf(restored, 'text/plain')).toContain(`${parts.server.url}/notes/${note}`);
    },
  );

  it.skipIf(!available)('dismissing the reports of a held note shows it again', async () => {
    const note = await newNote();
    for (const address of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) await report(address, note, 'spam');
    expect(await failureOf(read(note))).toMatchObject({ status: 410, code: 'NOTE_UNDER_REVIEW' });
    expect(await (await fetch(`${parts.server.url}/notes/${note}`)).text()).toContain(moderationMessages.underReview);
    const queued = (await clients.admin.call(adminEndpoints.adminModerationQueue)).items.find(
      (item) => item.note.shortUuid === note,
    );
    expect(queued?.hidden).toMatchObject({ held: true, reason: null, hiddenBy: 'automatic hold' });
    await clients.admin.call(adminEndpoints.adminDismissReports, params(note));
    expect((await read(note)).note.shortUuid).toBe(note);
  });

  it.skipIf(!available)('deletes a reported note and disables its author, audited', async () => {
    const note = await newNote();
    await report('10.4.0.1', note, 'spam');
    // The bearer's delete needs a note of its own.
    await expectAdminOnly(clients, adminEndpoints.adminDeleteReportedNote, params(note), params(await newNote()));
    expect(await failureOf(read(note))).toMatchObject({ status: 404, code: 'NOTE_NOT_FOUND' });
    expect(
      await parts.database.db.selectFrom('noteReports').select('id').where('shortUuid', '=', note).execute(),
    ).toEqual([]);
    expect(
      (await clients.admin.call(adminEndpoints.adminAudit)).entries.some(
        (entry) => entry.action === 'moderation.delete' && entry.target === note,
      ),
    ).toBe(true);
    expect(await failureOf(clients.admin.call(adminEndpoints.adminDeleteReportedNote, params(note)))).toMatchObject({
      status: 404,
    });

    const another = await newNote();
    expect(
      await failureOf(clients.anonymous.call(adminEndpoints.adminDisableNoteAuthor, params(another))),
    ).toMatchObject({ status: 401 });
    expect(await failureOf(clients.user.call(adminEndpoints.adminDisableNoteAuthor, params(another)))).toMatchObject({
      status: 403,
    });
    await clients.admin.call(adminEndpoints.adminDisableNoteAuthor, params(another));
    expect(await failureOf(clients.user.call(endpoints.myNotes))).toMatchObject({ status: 401 });
    const actions = (await clients.admin.call(adminEndpoints.adminAudit)).entries
      .slice(0, 2)
      .map((entry) => entry.action);
    // Both are written in the same moment: their order in the log is not fixed.
    expect(actions.sort()).toEqual(['moderation.disable-author', 'user.disable']);
  });
});
