import { ApiError } from '#contract/api/api-error.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { loadApi } from '../../api/load-api.ts';
import { useQuery } from '../../hooks/use-query.ts';
import type { Query } from '../../hooks/use-query.ts';
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
  const { api, endpoints } = await loadApi();
  const response = await api.call(endpoints.getNote, { params: { shortUuid }, signal }).catch((error: unknown) => {
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
 * The note with this id, loaded when the page opens and again on `reload` (Try Again, or the
 * connection coming back). Without a connection it is the device's copy.
 */
export function useNote(shortUuid: string): Query<LoadedNote> {
  return useQuery((signal) => onlineOrKept(() => fetchNote(shortUuid, signal), (error) => keptNote(shortUuid, error), signal), [shortUuid]);
}
