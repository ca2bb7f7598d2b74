import { useCallback, useEffect, useRef } from 'react';
import { useLoaderData, useParams } from 'react-router-dom';
import { ApiError } from '#contract/api/api-error.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { isNoteKey, isShortUuid, isVanityUrl } from '#contract/notes/note-limits.ts';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { callLazily } from '../../api/call-lazily.ts';
import { useWrite } from '../../api/use-write.ts';
import { HydrateAnswers } from '../../api/hydrate-answers.tsx';
import { useSession } from '../../auth/session-context.ts';
import { CallError } from '../../components/call-error.tsx';
import { formatDate } from '../../format/format-date.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { offlineCopyFrom } from '../../offline/offline-copy-from.ts';
import { noteQueryKey } from '../../offline/kept-queries.ts';
import { forgetAnswer, keepFirstInList } from '../../offline/query-persister.ts';
import { UnreachableReason } from '../../offline/unreachable-reason.tsx';
import { useReconnect } from '../../offline/use-reconnect.ts';
import { AuthorPanel } from './author-panel.tsx';
import { notePath } from '#contract/notes/note-paths.ts';
import { NotKeptNote } from './not-kept-note.tsx';
import { isRemoval, RemovedNote } from './removed-note.tsx';
import { ReportNote } from './report-note.tsx';
import { SealControls } from './seal-controls.tsx';
import { noteTitle, renderedNote } from './note-route.ts';
import type { NoteRouteData } from './note-route.ts';
import { ReactionBar } from './reaction-bar.tsx';
import { RoastCard } from './roast-card.tsx';
import { useNote } from './use-note.ts';
import '../../components/offline-mark.css';
import './note-page.css';

/** The path's problem, if its id or vanity part cannot be a note's (spec §5), as a validation error. */
function pathProblem(shortUuid: string, vanityUrl: string | undefined): ApiError | undefined {
  const message = !(vanityUrl === undefined ? isNoteKey(shortUuid) : isShortUuid(shortUuid))
    ? noteMessages.invalidNoteId
    : vanityUrl !== undefined && !isVanityUrl(vanityUrl)
      ? noteMessages.invalidVanity
      : undefined;
  return message === undefined
    ? undefined
    : new ApiError({ type: 'validation', retryable: false, status: 400, serverMessage: message });
}

/**
 * /notes/{shortUuid}[/{vanityUrl}], or /notes/{custom URL}: checks the path first, then shows the note; a page the server
 * rendered without a note (none, removed, under review) says so from its first HTML.
 */
export function NotePage() {
  const { shortUuid = '', vanityUrl } = useParams();
  const data = useLoaderData() as NoteRouteData | undefined;
  const problem = pathProblem(shortUuid, vanityUrl);
  if (problem) return <NoteError error={problem} />;
  if (data && 'failure' in data) return <GoneNote shortUuid={shortUuid} failure={data.failure} />;
  return (
    <HydrateAnswers state={data?.state}>
      <NoteView shortUuid={shortUuid} rendered={renderedNote(data)} />
    </HydrateAnswers>
  );
}

/** The server's word that there is no note to read here, for every reader: the device's copy goes too. */
function GoneNote({
  shortUuid,
  failure,
}: {
  shortUuid: string;
  failure: Extract<NoteRouteData, { failure: unknown }>['failure'];
}) {
  useEffect(() => void forgetAnswer(noteQueryKey(shortUuid)), [shortUuid]);
  return <NoteError error={ApiError.fromResponse(failure.status, failure.body)} />;
}

function NoteError({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  useDocumentTitle(`${errorTypeDisplay[error.type].title} · Nemesis Day`);
  if (isRemoval(error)) return <RemovedNote error={error} />;
  return (
    <div className="note-page">
      <CallError page error={error} onRetry={onRetry} />
    </div>
  );
}

/**
 * The public note page (spec §2, §4): loading, then the roast card (and the author's panel for
 * the author), or an error screen. Offline it shows the device's copy, marked as such, or without one
 * says so and lists the notes it has, until the connection is back. A signed-in
 * reader who did not write it has the view recorded once. A page the server rendered starts from
 * the note as anyone may read it (hydrated from its route's loader data), until the page's own load answers.
 */
function NoteView({ shortUuid, rendered }: { shortUuid: string; rendered: NoteResponse | undefined }) {
  const session = useSession();
  const viewerId = session.claims?.sub;
  const query = useNote(shortUuid, rendered, session.status, viewerId);
  // The device's copy, while the server gives no answer; any other failure is the page's error.
  const copyFrom = offlineCopyFrom(query);
  const failure = copyFrom ? undefined : query.error;
  const ready = failure ? undefined : query.data;
  const note = ready?.response.note;
  const canonicalPath = note ? notePath(note) : undefined;

  useDocumentTitle(note && noteTitle(note));

  // Show the canonical address (with the note's own vanity part) without reloading the page.
  useEffect(() => {
    if (canonicalPath && window.location.pathname !== canonicalPath) {
      window.history.replaceState(
        window.history.state,
        '',
        `${canonicalPath}${window.location.search}${window.location.hash}`,
      );
    }
  }, [canonicalPath]);

  // No answer from the server (a copy on screen, or none kept here): load again once the connection is back.
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const unreachable = copyFrom !== undefined || failure?.type === 'network';
  useReconnect(unreachable, reload);

  // One page-view record per page load, for a signed-in reader who is not the author (spec §4).
  const recorded = useRef(false);
  // Only this page's own answer knows the reader: the server's note was rendered for anyone, a copy was kept earlier.
  const live = ready !== undefined && query.dataUpdatedAt > 0 && !query.isFetching && !copyFrom;
  // The author-only parts are for the reader the server said wrote it, even on the device's copy (a shared device).
  const isAuthor =
    ready !== undefined && ready.response.isAuthor && viewerId !== undefined && viewerId === ready.authorId;
  const { mutate: recordView } = useWrite(
    (viewed: { note: NoteResponse['note']; readerId: string }) =>
      callLazily('recordView', { body: { shortUuid: viewed.note.shortUuid } }),
    {
      onSuccess: ({ recorded: added }, { note: { shortUuid, nemesisName, vanityUrl }, readerId }) => {
        if (added)
          void keepFirstInList('recently-viewed', readerId, {
            shortUuid,
            nemesisName,
            vanityUrl,
            timestamp: new Date().toISOString(),
          });
      },
    },
  );
  useEffect(() => {
    if (recorded.current || !live || isAuthor || session.status !== 'signed-in' || !viewerId || !note) return;
    recorded.current = true;
    recordView(
      { note, readerId: viewerId },
      { onError: (error) => console.info('Recording the page view failed', error) },
    );
  }, [live, isAuthor, session.status, viewerId, note, recordView]);

  if (failure?.type === 'network') return <NotKeptNote onRetry={reload} />;
  if (failure) return <NoteError error={failure} onRetry={reload} />;
  if (!note || !canonicalPath) return <LoadingState label="Loading nemesis note..." />;
  return (
    <div className="note-page">
      {copyFrom && (
        <div className="offline-mark" role="status">
          <span className="offline-mark__badge">Offline copy</span>
          <span>
            <UnreachableReason /> This is the copy saved on this device on {formatDate(copyFrom)}.
          </span>
        </div>
      )}
      {isAuthor && note.seal && <SealControls shortUuid={note.shortUuid} seal={note.seal} onChanged={reload} />}
      <RoastCard note={note} onDue={reload} />
      <ReactionBar shortUuid={note.shortUuid} />
      {isAuthor && <AuthorPanel note={note} />}
      {!isAuthor && <ReportNote shortUuid={note.shortUuid} />}
    </div>
  );
}
