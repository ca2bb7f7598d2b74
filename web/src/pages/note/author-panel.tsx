import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { Emoji } from '../../components/emoji.tsx';
import './author-panel.css';

/**
 * What only the author sees under their note (spec §2): the nemesis details as entered, their own
 * story and the initial roast.
 */
export function AuthorPanel({ note }: { note: NoteResponse['note'] }) {
  return (
    <section className="author-panel" aria-labelledby="author-panel-title">
      <div className="author-panel__head">
        <h2 id="author-panel-title" className="author-panel__title">
          Behind the roast
        </h2>
        <p className="author-panel__caption">
          <span aria-hidden="true">
            <Emoji emoji="🔒" />
          </span>{' '}
          Only you can see this
        </p>
      </div>
      <dl className="author-panel__facts">
        <div>
          <dt>Name</dt>
          <dd>{note.nemesisName}</dd>
        </div>
        <div>
          <dt>Age</dt>
          <dd>{note.nemesisAge ?? '—'}</dd>
        </div>
        <div>
          <dt>Occupation</dt>
          <dd>{note.nemesisOccupation ?? '—'}</dd>
        </div>
      </dl>
      <h3 className="author-panel__subtitle">Your side of the story</h3>
      <p className="author-panel__text">{note.userNotes}</p>
      <h3 className="author-panel__subtitle">Initial roast</h3>
      <blockquote className="author-panel__roast">
        <p>{note.initialRoast}</p>
      </blockquote>
    </section>
  );
}
