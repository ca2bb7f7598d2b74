import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { notePath } from '#contract/notes/note-paths.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { MessageCard } from '../../components/message-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { formatDate } from '../../format/format-date.ts';
import { keptNotes } from '../../offline/kept-notes.ts';
import type { KeptNoteSummary } from '../../offline/kept-notes.ts';
import { UnreachableReason } from '../../offline/unreachable-reason.tsx';
import './not-kept-note.css';

/** The heading of a note that cannot be loaded and has no copy on this device. */
const notKeptTitle = 'Not saved on this device yet';

/**
 * A note the server cannot be asked for (offline, or not answering) and this device has no copy of:
 * says so, lists the notes it can show instead, and offers Try Again (the page also loads it by
 * itself when the connection is back). Nothing that needs the server, such as creating a note.
 */
export function NotKeptNote({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle(`${notKeptTitle} · Nemesis Day`);
  const [kept, setKept] = useState<KeptNoteSummary[] | undefined>();
  useEffect(() => {
    let current = true;
    void keptNotes().then((notes) => current && setKept(notes));
    return () => {
      current = false;
    };
  }, []);
  return (
    <div className="note-page">
      <MessageCard
        icon="📡"
        title={notKeptTitle}
        role="alert"
        titleId="not-kept-title"
        actions={
          <>
            <button type="button" className="button button--primary" onClick={onRetry}>
              Try Again
            </button>
            <Link to={spaRoutes.home} className="button">
              Go Home
            </Link>
          </>
        }
      >
        <p>
          <UnreachableReason /> This note has not been opened on this device before, so there is no copy of it here to
          read. It opens by itself as soon as the connection is back.
        </p>
      </MessageCard>
      {kept && <KeptNoteList notes={kept} />}
    </div>
  );
}

function KeptNoteList({ notes }: { notes: KeptNoteSummary[] }) {
  return (
    <section className="card kept-notes" aria-labelledby="kept-notes-title">
      <h2 id="kept-notes-title" className="kept-notes__title">
        Saved on this device
      </h2>
      {notes.length === 0 ? (
        <p className="kept-notes__empty">
          No notes yet. Every note you open is saved here, to read again without a connection.
        </p>
      ) : (
        <ul className="kept-notes__list">
          {notes.map(({ note, savedAt }) => (
            <li key={note.shortUuid} className="kept-notes__item">
              <Link to={notePath(note)} className="kept-notes__link">
                {note.nemesisName}
              </Link>
              <span className="kept-notes__date">Saved {formatDate(savedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
