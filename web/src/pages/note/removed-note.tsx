import type { ApiError } from '#contract/api/api-error.ts';
import { moderationMessages } from '#contract/moderation/moderation-messages.ts';
import { HomeLinks } from '../../components/home-links.tsx';
import { MessageCard } from '../../components/message-card.tsx';

/** Whether a failed note load says the note is hidden (410): removed by an admin, or on hold. */
export function isRemoval(error: ApiError): boolean {
  return error.code === 'NOTE_REMOVED' || error.code === 'NOTE_UNDER_REVIEW';
}

/** A hidden note's page: 'This note was removed' with the reason, or 'This note is under review.' */
export function RemovedNote({ error }: { error: ApiError }) {
  const held = error.code === 'NOTE_UNDER_REVIEW';
  // The server's message is 'This note was removed. Reason: …': the heading says the first part.
  const reason = (error.serverMessage ?? '').replace(`${moderationMessages.removed}.`, '').trim();
  return (
    <div className="note-page">
      <MessageCard
        icon={held ? '⏳' : '🚫'}
        title={held ? moderationMessages.underReview : moderationMessages.removed}
        role="alert"
        titleId="removed-note-title"
        actions={<HomeLinks />}
      >
        {held ? <p>An admin will look at it soon.</p> : reason && <p>{reason}</p>}
      </MessageCard>
    </div>
  );
}
