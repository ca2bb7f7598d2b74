import { useCallback, useRef } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { NoteSummary } from '#contract/notes/note-schemas.ts';
import { api } from '../../api/api-client.ts';
import { useQuery } from '../../hooks/use-query.ts';
import { keptLists } from '../../offline/kept-lists.ts';
import type { KeptListKind } from '../../offline/offline-db.ts';
import { onlineOrKept } from '../../offline/online-or-kept.ts';
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

interface LoadedList {
  notes: NoteSummary[];
  offlineCopyFrom: string | undefined;
}

const endpointOf = { 'my-notes': endpoints.myNotes, 'recently-viewed': endpoints.recentlyViewed } as const;

/**
 * Loads one of the signed-in user's lists and keeps it on the device. Without a connection it
 * shows the list last kept for this user instead (loading again once the connection is back); with
 * none kept, the network error.
 */
export function useNoteList(kind: KeptListKind, userId: string): NoteList {
  // Notes removed here. A listing asked for before a removal can answer after it: they stay out.
  const removed = useRef(new Set<string>());
  const query = useQuery(
    (signal) => {
      const withoutRemoved = (list: NoteSummary[]) => list.filter((note) => !removed.current.has(note.shortUuid));
      const fetchList = async (): Promise<LoadedList> => {
        const notes = withoutRemoved((await api.call(endpointOf[kind], { signal })).notes);
        void keptLists.save(kind, userId, notes);
        return { notes, offlineCopyFrom: undefined };
      };
      const keptList = async (error: ApiError): Promise<LoadedList> => {
        const kept = await keptLists.find(kind, userId);
        if (!kept) throw error;
        return { notes: withoutRemoved(kept.notes), offlineCopyFrom: kept.savedAt };
      };
      return onlineOrKept(fetchList, keptList, signal);
    },
    [kind, userId],
  );
  const { data, reload, setData } = query;

  // The device's copy on screen: load again once the server can answer.
  useReconnect(data?.offlineCopyFrom !== undefined, reload);

  const remove = useCallback(
    (shortUuid: string) => {
      removed.current.add(shortUuid);
      setData((list) => list && { ...list, notes: list.notes.filter((note) => note.shortUuid !== shortUuid) });
      void keptLists.update(kind, userId, (list) => list.filter((note) => note.shortUuid !== shortUuid));
    },
    [kind, userId, setData],
  );
  return { notes: data?.notes, loading: query.loading, error: query.error, offlineCopyFrom: data?.offlineCopyFrom, reload, remove };
}
