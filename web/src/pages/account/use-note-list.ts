import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { NoteSummary } from '#contract/notes/note-schemas.ts';
import { api } from '../../api/api-client.ts';
import { keptLists } from '../../offline/kept-lists.ts';
import type { KeptListKind } from '../../offline/offline-db.ts';
import { useReconnect } from '../../offline/use-reconnect.ts';

/** An account list: its notes (from the server, or the device's copy offline), and how it got them. */
export interface NoteList {
  notes: NoteSummary[] | undefined;
  loading: boolean;
  error: ApiError | undefined;
  /** When the list shown was saved, if it is the device's copy (offline). */
  offlineCopyFrom: string | undefined;
  reload: () => void;
  /** Takes a note out of the list on screen and of the device's copy (it was deleted). */
  remove: (shortUuid: string) => void;
}

const endpointOf = { 'my-notes': endpoints.myNotes, 'recently-viewed': endpoints.recentlyViewed } as const;

/**
 * Loads one of the signed-in user's lists and keeps it on the device. Without a connection it
 * shows the list last kept for this user instead (loading again once the connection is back); with
 * none kept, the network error.
 */
export function useNoteList(kind: KeptListKind, userId: string): NoteList {
  const [attempt, setAttempt] = useState(0);
  const [notes, setNotes] = useState<NoteSummary[]>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError>();
  const [offlineCopyFrom, setOfflineCopyFrom] = useState<string>();
  // Notes removed here. A listing asked for before a removal can answer after it: they stay out.
  const removed = useRef(new Set<string>());

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const withoutRemoved = (list: NoteSummary[]) => list.filter((note) => !removed.current.has(note.shortUuid));
    const showKeptCopy = async (failure: ApiError) => {
      const kept = await keptLists.find(kind, userId);
      if (signal.aborted) return;
      if (kept) {
        setNotes(withoutRemoved(kept.notes));
        setOfflineCopyFrom(kept.savedAt);
      } else {
        setError(failure);
      }
    };
    setLoading(true);
    setError(undefined);
    void (async () => {
      try {
        if (!navigator.onLine) return await showKeptCopy(ApiError.network());
        const answer = await api.call(endpointOf[kind], { signal });
        const current = withoutRemoved(answer.notes);
        setNotes(current);
        setOfflineCopyFrom(undefined);
        void keptLists.save(kind, userId, current);
      } catch (caught) {
        if (signal.aborted) return;
        const failure = caught instanceof ApiError ? caught : ApiError.network(caught);
        if (failure.type === 'network') await showKeptCopy(failure);
        else setError(failure);
      } finally {
        if (!signal.aborted) setLoading(false);
      }
    })();
    return () => controller.abort();
  }, [kind, userId, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  // The device's copy on screen: load again once the server can answer.
  useReconnect(offlineCopyFrom !== undefined, reload);

  const remove = useCallback(
    (shortUuid: string) => {
      removed.current.add(shortUuid);
      setNotes((list) => list?.filter((note) => note.shortUuid !== shortUuid));
      void keptLists.update(kind, userId, (list) => list.filter((note) => note.shortUuid !== shortUuid));
    },
    [kind, userId],
  );
  return { notes, loading, error, offlineCopyFrom, reload, remove };
}
