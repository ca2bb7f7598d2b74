import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { endpoints } from '#contract/endpoints.ts';
import type { NoteSummary } from '#contract/notes/note-schemas.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { treatGoneAsDone } from '../../api/treat-gone-as-done.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { CallError } from '../../components/call-error.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatDate } from '../../format/format-date.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { ReactionCounts } from '../../components/reaction-counts.tsx';
import { useInView } from '../../hooks/use-in-view.ts';
import { progressPaces, useSimulatedProgress } from '../../hooks/use-simulated-progress.ts';
import { noteQueryKey } from '../../offline/kept-queries.ts';
import { forgetAnswer } from '../../offline/query-persister.ts';
import { useOnline } from '../../offline/use-online.ts';
import { notePath } from '#contract/notes/note-paths.ts';
import { NoteModerationLine } from './note-moderation-line.tsx';
import { NoteSealLine } from './note-seal-line.tsx';
import { NoteTile } from './note-tile.tsx';
import { OfflineListNotice } from './offline-list-notice.tsx';
import { useNoteList } from './use-note-list.ts';
import type { NextPage } from './use-note-list.ts';
import { Emoji } from '../../components/emoji.tsx';
import './account-page.css';
import './note-grid.css';

/** The next page of notes: loaded as the end of the grid scrolls into view, or with the button; its failure with Try Again. */
function LoadMore({ more }: { more: NextPage }) {
  const end = useRef<HTMLDivElement>(null);
  useInView(end, !more.pending && !more.error, more.load);
  return (
    <div ref={end} className="account__more">
      {more.error ? (
        <CallError error={more.error} onRetry={more.load} />
      ) : (
        <button type="button" className="button button--small" onClick={more.load} disabled={more.pending}>
          {more.pending ? 'Loading more notes…' : 'Load More Notes'}
        </button>
      )}
    </div>
  );
}

/**
 * My Nemesis Notes (spec §2 Account, §4 Delete): the user's notes with View and Delete, and
 * Refresh. Delete asks in a modal, then the note leaves the grid, focus moves to the next note (or
 * the heading) and 'Note deleted' is announced. Notes come a page at a time, the next as the user
 * scrolls to the end. Offline it shows the list kept on this device, and Delete waits for a
 * connection (and that list to load again).
 */
export function MyNotesSection({ userId }: { userId: string }) {
  const list = useNoteList('my-notes', userId);
  const online = useOnline();
  const [deleting, setDeleting] = useState<NoteSummary>();
  const [announcement, setAnnouncement] = useState('');
  // After a delete, where focus goes: the note now at the deleted one's place in the grid (else the
  // one before it, else the heading). The deleted tile's Delete, which opened the dialog, is gone.
  const focusAfterDelete = useRef<number>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Runs after the dialog's own effect has closed it (children's effects run first).
    const index = focusAfterDelete.current;
    if (deleting || index === undefined) return;
    focusAfterDelete.current = undefined;
    const tiles = grid.current?.children ?? [];
    const view = tiles[Math.min(index, tiles.length - 1)]?.querySelector<HTMLElement>('a');
    (view ?? heading.current)?.focus();
  }, [deleting]);

  const remove = useWrite(async (note: NoteSummary) => {
    setAnnouncement('');
    await treatGoneAsDone(callEndpoint(endpoints.deleteNote, { params: { shortUuid: note.shortUuid } }));
    const index = list.notes?.findIndex((item) => item.shortUuid === note.shortUuid) ?? -1;
    list.remove(note.shortUuid);
    void forgetAnswer(noteQueryKey(note.shortUuid));
    setDeleting(undefined);
    focusAfterDelete.current = Math.max(index, 0);
    setAnnouncement('Note deleted.');
  });
  const progress = useSimulatedProgress(remove.isPending, progressPaces.delete);

  const { notes } = list;
  return (
    <section className="card account__section" aria-labelledby="my-notes-title">
      <div className="account__section-head">
        <h2 id="my-notes-title" ref={heading} tabIndex={-1}>
          My Nemesis Notes
        </h2>
        <button type="button" className="button button--small" onClick={list.reload} disabled={list.loading}>
          <span aria-hidden="true">↻</span> {list.loading && notes ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {list.offlineCopyFrom && (
        <OfflineListNotice savedAt={list.offlineCopyFrom} cannot="Deleting a note needs a connection." />
      )}
      {list.error && notes && <CallError error={list.error} onRetry={list.reload} />}
      {!notes ? (
        list.error ? (
          <CallError error={list.error} onRetry={list.reload} />
        ) : (
          <LoadingState label="Loading your notes…" />
        )
      ) : notes.length === 0 ? (
        <div className="account__empty-state">
          <p className="account__empty">No nemesis notes yet. Every great rivalry deserves a roast.</p>
          <Link to={spaRoutes.createNote} className="button button--primary">
            <span aria-hidden="true">
              <Emoji emoji="👿" />
            </span>{' '}
            Create Your First Note
          </Link>
        </div>
      ) : (
        <ul ref={grid} className="note-grid" aria-label="Your notes">
          {notes.map((note) => (
            <NoteTile
              key={note.shortUuid}
              name={note.nemesisName}
              details={
                note.reactions && (
                  <ReactionCounts counts={note.reactions} label={`Reactions to the roast of ${note.nemesisName}`} />
                )
              }
              meta={
                <>
                  Created <time dateTime={note.timestamp}>{formatDate(note.timestamp)}</time>
                  <NoteSealLine seal={note.seal} />
                  <NoteModerationLine moderation={note.moderation} />
                </>
              }
            >
              <Link to={notePath(note)} className="button button--small">
                View<span className="visually-hidden"> the roast of {note.nemesisName}</span>
              </Link>
              <button
                type="button"
                className="button button--small button--ghost-danger"
                disabled={!online || list.offlineCopyFrom !== undefined}
                onClick={() => {
                  remove.reset();
                  setDeleting(note);
                }}
              >
                Delete<span className="visually-hidden"> the roast of {note.nemesisName}</span>
              </button>
            </NoteTile>
          ))}
        </ul>
      )}
      {notes && list.more && <LoadMore more={list.more} />}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete this note?"
        confirmLabel="Delete Note"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        <p>
          The roast of <strong>{deleting?.nemesisName}</strong> will be deleted for good, and its link will stop
          working. This cannot be undone.
        </p>
        {remove.isPending && <ProgressBar label="Deleting your note..." value={progress} />}
        {remove.error && <CallError inline error={remove.error} />}
      </ConfirmDialog>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
