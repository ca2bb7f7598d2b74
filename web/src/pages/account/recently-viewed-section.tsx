import { Link } from 'react-router-dom';
import { formatDate, relativeTime } from '../../format/format-date.ts';
import { CallError } from '../../components/call-error.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { notePath } from '#contract/notes/note-paths.ts';
import { NoteTile } from './note-tile.tsx';
import { OfflineListNotice } from './offline-list-notice.tsx';
import { useNoteList } from './use-note-list.ts';
import './account-page.css';
import './note-grid.css';

/** Recently Viewed Notes (spec §2 Account): other people's notes the user opened, newest first, with how long ago. */
export function RecentlyViewedSection({ userId }: { userId: string }) {
  const list = useNoteList('recently-viewed', userId);
  const { notes } = list;
  const now = Date.now();
  return (
    <section className="card account__section" aria-labelledby="recently-viewed-title">
      <div className="account__section-head">
        <h2 id="recently-viewed-title">Recently Viewed Notes</h2>
      </div>
      {list.offlineCopyFrom && <OfflineListNotice savedAt={list.offlineCopyFrom} />}
      {!notes ? (
        list.error ? (
          <CallError error={list.error} onRetry={list.reload} />
        ) : (
          <LoadingState label="Loading recently viewed notes…" />
        )
      ) : notes.length === 0 ? (
        <p className="account__empty">
          Nothing here yet. Roasts written by other people show up here once you open them.
        </p>
      ) : (
        <ul className="note-grid" aria-label="Notes you viewed">
          {notes.map((note) => (
            <NoteTile
              key={note.shortUuid}
              name={note.nemesisName}
              meta={
                <>
                  Viewed{' '}
                  <time dateTime={note.timestamp} title={formatDate(note.timestamp)}>
                    {relativeTime(note.timestamp, now)}
                  </time>
                </>
              }
            >
              <Link to={notePath(note)} className="button button--small">
                View<span className="visually-hidden"> the roast of {note.nemesisName}</span>
              </Link>
            </NoteTile>
          ))}
        </ul>
      )}
    </section>
  );
}
