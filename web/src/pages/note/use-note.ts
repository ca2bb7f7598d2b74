import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '#contract/api/api-error.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import type { SessionStatus } from '../../auth/session-context.ts';
import { callLazily } from '../../api/call-lazily.ts';
import { useAppQueryClient } from '../../api/query-client.ts';
import { noteQueryKey } from '../../offline/kept-queries.ts';
import type { NoteAnswer } from '../../offline/kept-queries.ts';
import { forgetAnswer, keepAnswer, persistOnDevice } from '../../offline/query-persister.ts';

function noNoteData(status: number): ApiError {
  return new ApiError({ type: 'unknown', retryable: true, status, message: noteMessages.noNoteData });
}

/** Reads a note from the server for `readerId` (signed out: undefined); a note the server no longer has is dropped from the device. */
async function fetchNote(shortUuid: string, readerId: string | undefined, signal: AbortSignal): Promise<NoteAnswer> {
  // The client and its response checks (zod) load here, after the page shows: a first visit needs neither to show the note.
  const response = await callLazily('getNote', { params: { shortUuid } }, signal).catch((error: unknown) => {
    if (error instanceof ApiError && error.type === 'not-found') void forgetAnswer(noteQueryKey(shortUuid));
    // An answer without a note in it (spec §8): unknown, retryable.
    throw error instanceof ApiError && error.status >= 200 && error.status < 300 ? noNoteData(error.status) : error;
  });
  if (!response?.note) throw noNoteData(200);
  return response.isAuthor && readerId !== undefined ? { response, authorId: readerId } : { response };
}

/**
 * The note with this id, kept in the app's cache under the note endpoint's key and on the device
 * after each load: with no connection, the device's copy, and the network error (offline-copy-from.ts).
 * The server's answer depends on the reader, so it waits until the session is known. A page the
 * server rendered starts from `anonymousCopy` (the note as anyone may read it), dated never. A reader known
 * to be signed out gets nothing more from the server, so no load follows: the rendered note is kept
 * for offline reading as it is. A signed-in reader's own load follows at once (their view of it,
 * author or not); `dataUpdatedAt` above 0 says an answer came.
 */
export function useNote(shortUuid: string, anonymousCopy: NoteResponse | undefined, session: SessionStatus, readerId: string | undefined): UseQueryResult<NoteAnswer, ApiError> {
  const signedOut = anonymousCopy !== undefined && session === 'signed-out';
  useEffect(() => {
    if (signedOut) void keepAnswer(noteQueryKey(shortUuid), { response: anonymousCopy });
  }, [signedOut, shortUuid, anonymousCopy]);
  return useQuery(
    {
      queryKey: noteQueryKey(shortUuid),
      queryFn: ({ signal }) => fetchNote(shortUuid, readerId, signal),
      persister: persistOnDevice,
      initialData: anonymousCopy && { response: anonymousCopy },
      initialDataUpdatedAt: 0,
      enabled: session !== 'loading',
      staleTime: signedOut ? Infinity : 0,
    },
    useAppQueryClient(),
  );
}
