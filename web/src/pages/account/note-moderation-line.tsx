import { moderationMessages, removedLabel } from '#contract/moderation/moderation-messages.ts';
import type { NoteModeration } from '#contract/moderation/moderation-schemas.ts';
import './note-moderation-line.css';

/** Under one of the author's notes that readers cannot see: 'Removed: reason' with the admin's statement, or that it is under review. */
export function NoteModerationLine({ moderation }: { moderation: NoteModeration | undefined }) {
  if (!moderation) return null;
  if (moderation.status === 'under-review')
    return <span className="note-moderation">{moderationMessages.underReview}</span>;
  return (
    <span className="note-moderation">
      <strong className="note-moderation__label">{removedLabel(moderation.reason ?? 'other')}</strong>
      {moderation.statement && <span className="note-moderation__statement">{moderation.statement}</span>}
    </span>
  );
}
