import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '#contract/api/api-error.ts';
import { getNoteRoute } from '#contract/notes/note-api-routes.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { endpointKey } from '../../api/endpoint-key.ts';
import type { SessionStatus } from '../../auth/session-context.ts';
import { callLazily } from '../../api/call-lazily.ts';
import { useAppQueryClient } from '../../api/query-client.ts';
import { keptNotes } from '../../offline/kept-notes.ts';
import { onlineOrKept } from '../../offline/online-or-kept.ts';

/** A note as the page shows it: the server's answer, or the device's copy when offline. */
export interface LoadedNote {
  response: NoteResponse;
  /** When the copy shown was saved, if it is the device's copy. */
  offlineCopyFrom: string | undefined;
  /** Whose note the device's copy says it is, when it was kept with its author-only parts. */
  offlineAuthorId?: string;
}

function noNoteData(status: number): ApiError {
  return new ApiError({ type: 'unknown', retryable: true, status, message: noteMessages.noNoteData });
}

/** Reads a note from the server and keeps a copy on the device; a note the server no longer has is dropped from the device. */
async function fetchNote(shortUuid: string, signal: AbortSignal): Promise<LoadedNote> {
  // The client and its response checks (zod) load here, after the page shows: a first visit needs neither to show the note.
  const response = await callLazily('getNote', { params: { shortUuid } }, signal).catch((error: unknown) => {
    if (error instanceof ApiError && error.type === 'not-found') void keptNotes.remove(shortUuid);
    // An answer without a note in it (spec §8): unknown, retryable.
    throw error instanceof ApiError && error.status >= 200 && error.status < 300 ? noNoteData(error.status) : error;
  });
  if (!response?.note) throw noNoteData(200);
  void keptNotes.save(response);
  return { response, offlineCopyFrom: undefined };
}

/** The device's copy of a note, or `error` when there is none. */
async function keptNote(shortUuid: string, error: ApiError): Promise<LoadedNote> {
  const kept = await keptNotes.find(shortUuid);
  if (!kept) throw error;
  return { response: { note: kept.note, isAuthor: kept.isAuthor }, offlineCopyFrom: kept.savedAt, offlineAuthorId: kept.authorId };
}

/**
 * The note with this id, kept in the app's cache under the note endpoint's key: without a connection,
 * the device's copy. A page the server rendered starts from `rendered` (the note as anyone may read
 * it), dated never. A reader known to be signed out gets nothing more from the server, so no load
 * follows: the rendered note is kept for offline reading as it is. A signed-in reader's own load
 * follows at once (their view of it, author or not); `dataUpdatedAt` above 0 says it has.
 */
export function useNote(shortUuid: string, rendered: NoteResponse | null | undefined, session: SessionStatus): UseQueryResult<LoadedNote, ApiError> {
  const anonymousCopy = rendered ?? undefined;
  const signedOut = anonymousCopy !== undefined && session === 'signed-out';
  useEffect(() => {
    if (signedOut) void keptNotes.save(anonymousCopy);
  }, [signedOut, anonymousCopy]);
  return useQuery(
    {
      queryKey: endpointKey(getNoteRoute, { params: { shortUuid } }),
      queryFn: ({ signal }) => onlineOrKept(() => fetchNote(shortUuid, signal), (error) => keptNote(shortUuid, error), signal),
      initialData: anonymousCopy && { response: anonymousCopy, offlineCopyFrom: undefined },
      initialDataUpdatedAt: 0,
      // Until the session is known, a rendered note waits: it may be all this reader needs.
      enabled: !(anonymousCopy && session === 'loading'),
      staleTime: signedOut ? Infinity : 0,
    },
    useAppQueryClient(),
  );
}
