import { reportReasonLabels } from './report-reasons.ts';
import type { ReportReason } from './report-reasons.ts';

/** The texts of reporting a note and of a hidden note (issue 21; where it gives no wording, ours). */
export const moderationMessages = {
  reasonRequired: 'Please choose a reason',
  detailsRequired: 'Please tell us what is wrong with this note',
  detailsTooLong: 'Details must be 1000 characters or less',
  thanks: 'Thanks. An admin will review this note.',
  removed: 'This note was removed',
  underReview: 'This note is under review.',
  statementRequired: 'Please write a statement to the author',
  statementTooLong: 'The statement must be 2000 characters or less',
  notHidden: 'This note is not hidden',
} as const;

/** What a removed note answers with: 'This note was removed' and the reason. */
export function removedMessage(reason: ReportReason): string {
  return `${moderationMessages.removed}. Reason: ${reportReasonLabels[reason]}.`;
}

/** What the author's account page says of a removed note. */
export function removedLabel(reason: ReportReason): string {
  return `Removed: ${reportReasonLabels[reason]}`;
}
