import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { api } from '../../api/api-client.ts';
import { keptNotes } from '../../offline/kept-notes.ts';

/** A note page's load: the note (from the server, or the device's copy when offline), or why it failed. */
export type NoteState =
  | { status: 'loading' }
  | {
      status: 'ready';
      response: NoteResponse;
      /** When the copy shown was saved, if it is the device's copy. */
      offlineCopyFrom: string | undefined;
      /** Whose note the device's copy says it is, when it was kept with its author-only parts. */
      offlineAuthorId?: string;
    }
  | { status: 'failed'; error: ApiError };

/**
 * Reads a note from the server and keeps a copy on the device. Without a connection (a network
 * error, or the browser knows it is offline) it falls back to the kept copy. A note the server no
 * longer has is dropped from the device.
 */
async function loadNote(shortUuid: string, signal: AbortSignal): Promise<Extract<NoteState, { status: 'ready' }>> {
  const keptCopy = async (error: ApiError) => {
    const kept = await keptNotes.find(shortUuid);
    if (!kept) throw error;
    return { status: 'ready' as const, response: { note: kept.note, isAuthor: kept.isAuthor }, offlineCopyFrom: kept.savedAt, offlineAuthorId: kept.authorId };
  };
  if (!navigator.onLine) return keptCopy(ApiError.network());
  let response: NoteResponse;
  try {
    response = await api.call(endpoints.getNote, { params: { shortUuid }, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    const failure = error instanceof ApiError ? error : ApiError.network(error);
    if (failure.type === 'network') return keptCopy(failure);
    if (failure.type === 'not-found') void keptNotes.remove(shortUuid);
    // An answer without a note in it (spec §8): unknown, retryable.
    if (failure.status >= 200 && failure.status < 300) throw noNoteData(failure.status);
    throw failure;
  }
  if (!response?.note) throw noNoteData(200);
  void keptNotes.save(response);
  return { status: 'ready', response, offlineCopyFrom: undefined };
}

function noNoteData(status: number): ApiError {
  return new ApiError({ type: 'unknown', retryable: true, status, message: noteMessages.noNoteData });
}

/** The note with this id, loaded when the page opens and again on `reload` (Try Again, or the connection coming back). */
export function useNote(shortUuid: string): NoteState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<NoteState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'failed' ? { status: 'loading' } : previous));
    loadNote(shortUuid, controller.signal).then(
      (ready) => setState(ready),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error: error instanceof ApiError ? error : ApiError.network(error) });
      },
    );
    return () => controller.abort();
  }, [shortUuid, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
