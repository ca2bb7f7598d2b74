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

/** The fields of a note the admin reads, named once: by the schema. */
const noteFields = Object.keys(moderationItem.shape.note.shape) as (keyof ModerationItem['note'])[];

/** A note's whole text, what wrote it and its seal at `now`, as the admin reads it: the schema's fields of the row, not its others. */
export function noteView(note: NoteRow, now: Date): ModerationItem['note'] {
  const view: ModerationItem['note'] & NoteRow = { ...note, seal: sealOf(note, now) ?? null };
  return Object.fromEntries(noteFields.map((field) => [field, view[field]])) as ModerationItem['note'];
}

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
