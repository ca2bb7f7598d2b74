import type { ModerationItem } from '#contract/admin/moderation-queue-schemas.ts';
import './note-text.css';

/** A note's words as an admin judges them: the final roast, then (folded away) the initial roast and the author's story. */
export function NoteText({
  note,
}: {
  note: Pick<ModerationItem['note'], 'finalRoast' | 'initialRoast' | 'userNotes'>;
}) {
  return (
    <>
      <blockquote className="note-text__final">{note.finalRoast}</blockquote>
      <details>
        <summary>Initial roast and the author&apos;s story</summary>
        <p className="note-text__quote">{note.initialRoast}</p>
        <p className="note-text__quote">{note.userNotes}</p>
      </details>
    </>
  );
}
