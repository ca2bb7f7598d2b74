import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '#contract/api/api-error.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { callLazily } from '../../api/call-lazily.ts';
import { noteQueryKey } from '../../offline/kept-queries.ts';
import type { NoteAnswer } from '../../offline/kept-queries.ts';
import { forgetAnswer, persistOnDevice } from '../../offline/query-persister.ts';

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
 * The note resource, for the server's loader (which puts the note it rendered under this key) and the
 * page alike: the note endpoint's key for this note, read for `readerId`, and kept on the device after
 * each load (with no connection, the device's copy and the network error: offline-copy-from.ts).
 */
export const noteQuery = (shortUuid: string, readerId?: string) =>
  queryOptions({
    queryKey: noteQueryKey(shortUuid),
    queryFn: ({ signal }) => fetchNote(shortUuid, readerId, signal),
    persister: persistOnDevice,
  });
