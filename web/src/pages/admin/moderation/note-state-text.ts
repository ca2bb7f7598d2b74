import type { AdminNoteItem } from '#contract/admin/admin-note-schemas.ts';
import { reportReasonLabels } from '#contract/moderation/report-reasons.ts';

/** A note's state as readers meet it: shown, removed by an admin (and why), or held while its reports wait. */
export function noteStateText(hidden: AdminNoteItem['hidden']): string {
  if (!hidden) return 'Visible';
  if (hidden.held) return 'Under review';
  return `Removed: ${reportReasonLabels[hidden.reason ?? 'other']}`;
}
