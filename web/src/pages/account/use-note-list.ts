import { useCallback, useRef } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { NoteSummary } from '#contract/notes/note-schemas.ts';
import { api } from '../../api/api-client.ts';
import { useMutation } from '../../hooks/use-mutation.ts';
import type { Mutation } from '../../hooks/use-mutation.ts';
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
  /** The next page of a paged list (My Nemesis Notes), appended; undefined when there is none to load. */
  more: Mutation<[]> | undefined;
}

interface LoadedList {
  notes: NoteSummary[];
  offlineCopyFrom: string | undefined;
  /** Where the next page starts, for a paged list the server answered. */
  nextCursor?: string | null;
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
        const answer = await api.call(endpointOf[kind], { signal });
        const notes = withoutRemoved(answer.notes);
        void keptLists.save(kind, userId, notes);
        return { notes, offlineCopyFrom: undefined, nextCursor: 'nextCursor' in answer ? answer.nextCursor : undefined };
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

  const more = useMutation(async () => {
    const cursor = data?.nextCursor;
    if (!cursor) return;
    const page = await api.call(endpoints.myNotes, { query: { cursor } });
    const added = (known: NoteSummary[]) => {
      const shown = new Set(known.map((note) => note.shortUuid));
      return page.notes.filter((note) => !shown.has(note.shortUuid) && !removed.current.has(note.shortUuid));
    };
    // A reload meanwhile started the listing over: this page belongs to the old one.
    setData((list) => (list?.nextCursor === cursor ? { ...list, notes: [...list.notes, ...added(list.notes)], nextCursor: page.nextCursor } : list));
    void keptLists.update(kind, userId, (kept) => [...kept, ...added(kept)]);
  });

  return {
    notes: data?.notes,
    loading: query.loading,
    error: query.error,
    offlineCopyFrom: data?.offlineCopyFrom,
    reload,
    remove,
    more: data?.nextCursor ? more : undefined,
  };
}
