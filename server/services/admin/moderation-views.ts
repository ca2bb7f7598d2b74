import type { ModerationItem } from '#contract/admin/moderation-queue-schemas.ts';
import { reportReasons } from '#contract/moderation/report-reasons.ts';
import type { HiddenNoteRow, NoteReportRow, NoteRow } from '../../db/schema.ts';

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

/** A note's whole text and what wrote it, as the admin reads it. */
export function noteView(note: NoteRow): ModerationItem['note'] {
  const {
    shortUuid,
    vanityUrl,
    nemesisName,
    nemesisAge,
    nemesisOccupation,
    userNotes,
    initialRoast,
    finalRoast,
    createdAt,
    modelId,
    initialPromptVersion,
    finalPromptVersion,
  } = note;
  return {
    shortUuid,
    vanityUrl,
    nemesisName,
    nemesisAge,
    nemesisOccupation,
    userNotes,
    initialRoast,
    finalRoast,
    createdAt,
    modelId,
    initialPromptVersion,
    finalPromptVersion,
  };
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
