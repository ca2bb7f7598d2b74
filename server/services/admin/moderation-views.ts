import { moderationItem } from '#contract/admin/moderation-queue-schemas.ts';
import type { ModerationItem } from '#contract/admin/moderation-queue-schemas.ts';
import { reportReasons } from '#contract/moderation/report-reasons.ts';
import type { HiddenNoteRow, NoteReportRow, NoteRow } from '../../db/schema.ts';
import { sealOf } from '../notes/note-seal.ts';

/** A note's hidden state as the admin API answers it: null when shown. */
export const hiddenView = (hidden: HiddenNoteRow | undefined) =>
  hidden
    ? {
        held: hidden.held === 1,
        reason: hidden.reason,
        statement: hidden.statement,
        hiddenAt: hidden.hiddenAt,
        hiddenBy: hidden.hiddenBy,
      }
    : null;

const moderationNote = moderationItem.shape.note;

/**
 * A note's whole text, what wrote it and its seal at `now`, as the admin reads it: the schema keeps its
 * fields and leaves the row's others.
 */
export const noteView = (note: NoteRow, now: Date): ModerationItem['note'] =>
  moderationNote.parse({ ...note, seal: sealOf(note, now) ?? null });

/** A report as the admin reads it. */
export const reportView = (report: NoteReportRow) => ({
  reason: report.reason,
  details: report.details,
  email: report.email,
  signedIn: report.reporterId !== null,
  createdAt: report.createdAt,
  decision: report.decision,
  decidedAt: report.decidedAt,
});

/** The reasons of a note's reports, each with its count, in the list's order. */
export function reasonCounts(reports: NoteReportRow[]) {
  return reportReasons
    .map((reason) => ({ reason, count: reports.filter((report) => report.reason === reason).length }))
    .filter(({ count }) => count > 0);
}
