import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type { HideNoteRequest, ModerationItem, ModerationStatus } from '#contract/admin/moderation-queue-schemas.ts';
import { moderationMessages } from '#contract/moderation/moderation-messages.ts';
import { noteUrl } from '#contract/notes/note-paths.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { AppError } from '../../app-error.ts';
import type { PageRequest } from '../../db/repositories/newest-first-page.ts';
import type { NoteReportRepository } from '../../db/repositories/note-report-repository.ts';
import type { NoteRepository } from '../../db/repositories/note-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { NoteRow, UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { noteRemovedMail } from '../../mail/note-removed-mail.ts';
import { noteRestoredMail } from '../../mail/note-restored-mail.ts';
import type { AdminUserService } from './admin-user-service.ts';
import { auditEntry } from './audit-log.ts';
import { hiddenView, noteView, reasonCounts, reportView } from './moderation-views.ts';
import type { Clock } from '../../clock.ts';

type Actor = Pick<UserRow, 'id' | 'email'>;

/**
 * The review queue of reported notes and the admin's decisions on a note: dismiss its reports, hide
 * it (mailing its author the statement of reasons), restore it (mailing the author who was told of
 * its removal), delete it, disable its author. Every
 * decision is one unit of work with its audit entry and the mail it sends. Throws NOTE_NOT_FOUND for no such note, INVALID_INPUT to restore a
 * note that is not hidden.
 */
export function createAdminModerationService(deps: {
  reports: NoteReportRepository;
  notes: Pick<NoteRepository, 'find' | 'findMany'>;
  users: Pick<UserRepository, 'findById'>;
  adminUsers: Pick<AdminUserService, 'disable'>;
  mail: MailService;
  unitOfWork: UnitOfWork;
  publicBaseUrl: string;
  clock: Clock;
}) {
  const { reports, notes, unitOfWork, clock } = deps;

  async function noteOf(shortUuid: string): Promise<NoteRow> {
    const note = await notes.find(shortUuid);
    if (!note) throw new AppError('NOTE_NOT_FOUND', errorTypeDisplay['not-found'].message);
    return note;
  }

  // What a decision that mails nobody starts once it has committed.
  const noMail = () => {};

  const decided = (actor: Actor, decision: string) => ({
    decision,
    decidedAt: clock.now().toISOString(),
    decidedBy: actor.email,
  });

  return {
    /** A page of the notes with open (or decided) reports, the latest reported first, each with its reports, text, author and prompt versions. */
    async queue(status: ModerationStatus, page: PageRequest): Promise<{ items: ModerationItem[]; totalCount: number }> {
      const { rows, totalCount } = await reports.pageOfNotes(status, page);
      const ids = rows.map((row) => row.shortUuid);
      const [noteRows, reportRows, hiddenRows] = await Promise.all([
        notes.findMany(ids),
        reports.reportsOf(ids, status),
        reports.findHiddenAmong(ids),
      ]);
      const authors = new Map<string, UserRow | undefined>();
      for (const note of noteRows)
        if (!authors.has(note.userId)) authors.set(note.userId, await deps.users.findById(note.userId));
      const items = rows.flatMap((row): ModerationItem[] => {
        const note = noteRows.find((candidate) => candidate.shortUuid === row.shortUuid);
        if (!note) return [];
        const author = authors.get(note.userId);
        const { shortUuid } = note;
        const own = reportRows.filter((report) => report.shortUuid === shortUuid);
        return [
          {
            note: noteView(note, clock.now()),
            author: {
              userId: note.userId,
              email: author?.email ?? '',
              status: author?.status ?? 'UNKNOWN',
              enabled: !author?.disabledAt,
            },
            reportCount: row.reportCount,
            reasons: reasonCounts(own),
            firstReportedAt: row.firstReportedAt,
            lastReportedAt: row.lastReportedAt,
            reports: own.map(reportView),
            hidden: hiddenView(hiddenRows.find((hidden) => hidden.shortUuid === shortUuid)),
          },
        ];
      });
      return { items, totalCount };
    },

    /** Closes the note's open reports as unfounded; a note held by them is shown again. */
    async dismiss(actor: Actor, shortUuid: string): Promise<void> {
      await noteOf(shortUuid);
      await unitOfWork(async (tx) => {
        const hidden = await tx.noteReports.findHidden(shortUuid);
        const closed = await tx.noteReports.decideOpen(shortUuid, decided(actor, 'dismissed'));
        if (hidden?.held) await tx.noteReports.unhide(shortUuid);
        await tx.audit.insert(
          auditEntry(
            actor,
            'moderation.dismiss',
            shortUuid,
            { openReports: closed, hidden: hiddenView(hidden) },
            { openReports: 0, hidden: hidden?.held ? null : hiddenView(hidden) },
            clock.now(),
          ),
        );
      });
    },

    /** Hides the note from readers with a reason and a statement to its author, who is mailed them; its open reports are decided. */
    async hide(actor: Actor, shortUuid: string, decision: HideNoteRequest): Promise<void> {
      const note = await noteOf(shortUuid);
      const author = await deps.users.findById(note.userId);
      const sendMail = await unitOfWork(async (tx) => {
        const before = await tx.noteReports.findHidden(shortUuid);
        const hidden = {
          shortUuid,
          held: 0,
          reason: decision.reason,
          statement: decision.statement,
          hiddenAt: clock.now().toISOString(),
          hiddenBy: actor.email,
        };
        await tx.noteReports.hide(hidden);
        await tx.noteReports.decideOpen(shortUuid, decided(actor, 'hidden'));
        await tx.audit.insert(
          auditEntry(actor, 'moderation.hide', shortUuid, hiddenView(before), hiddenView(hidden), clock.now()),
        );
        const accountUrl = new URL(spaRoutes.account, deps.publicBaseUrl).href;
        return author
          ? deps.mail.recordIn(
              tx.mail,
              noteRemovedMail(author.email, {
                nemesisName: note.nemesisName,
                reason: decision.reason,
                statement: decision.statement,
                accountUrl,
              }),
            )
          : noMail;
      });
      sendMail();
    },

    /**
     * Shows a hidden note again; its open reports are decided, and its author, if mailed the removal,
     * is mailed that it is back (a note held automatically was never announced). INVALID_INPUT if it is
     * not hidden.
     */
    async restore(actor: Actor, shortUuid: string): Promise<void> {
      const note = await noteOf(shortUuid);
      const author = await deps.users.findById(note.userId);
      const sendMail = await unitOfWork(async (tx) => {
        const hidden = await tx.noteReports.findHidden(shortUuid);
        if (!hidden) throw new AppError('INVALID_INPUT', moderationMessages.notHidden);
        await tx.noteReports.unhide(shortUuid);
        await tx.noteReports.decideOpen(shortUuid, decided(actor, 'restored'));
        await tx.audit.insert(
          auditEntry(actor, 'moderation.restore', shortUuid, hiddenView(hidden), null, clock.now()),
        );
        return author && !hidden.held
          ? deps.mail.recordIn(
              tx.mail,
              noteRestoredMail(author.email, {
                nemesisName: note.nemesisName,
                noteUrl: noteUrl(deps.publicBaseUrl, note),
              }),
            )
          : noMail;
      });
      sendMail();
    },

    /** Deletes the note, its reports and card with it. */
    async delete(actor: Actor, shortUuid: string): Promise<void> {
      const note = await noteOf(shortUuid);
      await unitOfWork(async (tx) => {
        await tx.notes.deleteAny(shortUuid);
        await tx.audit.insert(
          auditEntry(
            actor,
            'moderation.delete',
            shortUuid,
            { nemesisName: note.nemesisName, userId: note.userId, finalRoast: note.finalRoast },
            null,
            clock.now(),
          ),
        );
      });
    },

    /** Disables the note's author (as the users section does: signed out everywhere, audited as user.disable). */
    async disableAuthor(actor: Actor, shortUuid: string): Promise<void> {
      const note = await noteOf(shortUuid);
      await unitOfWork(async (tx) => {
        await deps.adminUsers.disable(actor, note.userId, tx);
        await tx.audit.insert(
          auditEntry(actor, 'moderation.disable-author', shortUuid, null, { userId: note.userId }, clock.now()),
        );
      });
    },
  };
}

export type AdminModerationService = ReturnType<typeof createAdminModerationService>;
