import type { AdminNoteFilter, AdminNoteItem, AdminNoteResponse } from '#contract/admin/admin-note-schemas.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { AppError } from '../../app-error.ts';
import type { AdminNoteRepository, AdminNoteRow } from '../../db/repositories/admin-note-repository.ts';
import type { PageRequest } from '../../db/repositories/newest-first-page.ts';
import type { NoteReportRepository } from '../../db/repositories/note-report-repository.ts';
import type { HiddenNoteRow } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import { hiddenView, noteView, reportView } from './moderation-views.ts';

const itemOf = (row: AdminNoteRow, hidden: HiddenNoteRow | undefined, now: Date): AdminNoteItem => ({
  note: noteView(row, now),
  author: {
    userId: row.userId,
    email: row.authorEmail ?? '',
    status: row.authorStatus ?? 'UNKNOWN',
    enabled: row.authorDisabledAt === null,
  },
  reportCount: row.reportCount,
  openReportCount: row.openReportCount,
  hidden: hiddenView(hidden),
});

/**
 * The admin's notes browser: every note, reported or not, newest first, searchable and filterable,
 * and one note with all its reports. The decisions on a note are the moderation service's.
 */
export function createAdminNoteService(deps: {
  adminNotes: AdminNoteRepository;
  reports: Pick<NoteReportRepository, 'reportsOf' | 'findHiddenAmong' | 'findHidden'>;
  clock: Clock;
}) {
  const { adminNotes, reports, clock } = deps;
  return {
    /** A page of the notes whose nemesis name, author's e-mail or short id contains `search`, passing `filter`. */
    async list(
      query: { search?: string; filter: AdminNoteFilter },
      page: PageRequest,
    ): Promise<{ notes: AdminNoteItem[]; totalCount: number }> {
      const { rows, totalCount } = await adminNotes.page(query, page);
      const hidden = await reports.findHiddenAmong(rows.map((row) => row.shortUuid));
      return {
        notes: rows.map((row) =>
          itemOf(
            row,
            hidden.find((entry) => entry.shortUuid === row.shortUuid),
            clock.now(),
          ),
        ),
        totalCount,
      };
    },

    /** One note with every report of it, oldest first. NOTE_NOT_FOUND for no such note. */
    async note(shortUuid: string): Promise<AdminNoteResponse> {
      const row = await adminNotes.find(shortUuid);
      if (!row) throw new AppError('NOTE_NOT_FOUND', errorTypeDisplay['not-found'].message);
      const [own, hidden] = await Promise.all([reports.reportsOf([shortUuid]), reports.findHidden(shortUuid)]);
      return { ...itemOf(row, hidden, clock.now()), reports: own.map(reportView) };
    },
  };
}

export type AdminNoteService = ReturnType<typeof createAdminNoteService>;
