import { useState } from 'react';
import { Link } from 'react-router-dom';
import { endpoints } from '#contract/endpoints.ts';
import { useWrite } from '../../api/use-write.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatDate, relativeTime } from '../../format/format-date.ts';
import { CallError } from '../../components/call-error.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { notePath } from '#contract/notes/note-paths.ts';
import { NoteTile } from './note-tile.tsx';
import { OfflineListNotice } from './offline-list-notice.tsx';
import { useNoteList } from './use-note-list.ts';
import './account-page.css';
import './note-grid.css';

/**
 * Recently Viewed Notes (spec §2 Account): other people's notes the user opened, newest first, with how
 * long ago; Clear forgets them all (after a confirmation), on the server and in the device's copy.
 */
export function RecentlyViewedSection({ userId }: { userId: string }) {
  const list = useNoteList('recently-viewed', userId);
  const { notes } = list;
  const now = Date.now();
  const [confirming, setConfirming] = useState(false);
  const clear = useWrite(endpoints.clearRecentlyViewed, {
    onSuccess: () => {
      setConfirming(false);
      // The server's list, empty now, replaces the one on screen and the device's copy.
      list.reload();
    },
  });
  return (
    <section className="card account__section" aria-labelledby="recently-viewed-title">
      <div className="account__section-head">
        <h2 id="recently-viewed-title">Recently Viewed Notes</h2>
        {notes && notes.length > 0 && !list.offlineCopyFrom && (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              clear.reset();
              setConfirming(true);
            }}
          >
            Clear
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Clear recently viewed notes?"
        confirmLabel="Clear List"
        pendingLabel="Clearing…"
        pending={clear.isPending}
        onConfirm={() => clear.mutate({})}
        onCancel={() => setConfirming(false)}
      >
        <p>The notes you viewed leave this list on every device. The notes themselves stay where they are.</p>
        {clear.error && <CallError inline error={clear.error} onDismiss={clear.reset} />}
      </ConfirmDialog>
      {list.offlineCopyFrom && (
        <OfflineListNotice savedAt={list.offlineCopyFrom} cannot="Clearing the list needs a connection." />
      )}
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
