import { moderationMessages, removedMessage } from '#contract/moderation/moderation-messages.ts';
import type { NoteModeration } from '#contract/moderation/moderation-schemas.ts';
import { AppError } from '../../app-error.ts';
import type { HiddenNoteRow } from '../../db/schema.ts';

/** What a hidden note answers readers with (410): removed with its reason, or under review while held. */
export function removalError(hidden: HiddenNoteRow): AppError {
  return hidden.held
    ? new AppError('NOTE_UNDER_REVIEW', moderationMessages.underReview)
    : new AppError('NOTE_REMOVED', removedMessage(hidden.reason ?? 'other'));
}

/** How the author's list shows a hidden note of theirs. */
export function moderationOf(hidden: HiddenNoteRow): NoteModeration {
  if (hidden.held) return { status: 'under-review' };
  return { status: 'removed', reason: hidden.reason ?? 'other', statement: hidden.statement ?? undefined };
}
