import { useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import type { NoteSummary } from '#contract/notes/note-schemas.ts';
import { useAppQueryClient } from '../../api/query-client.ts';
import { listQueryKey } from '../../offline/kept-queries.ts';
import type { ListKind, ListPage } from '../../offline/kept-queries.ts';
import { offlineCopyFrom } from '../../offline/offline-copy-from.ts';
import { keepCachedAnswer } from '../../offline/query-persister.ts';
import { useReconnect } from '../../offline/use-reconnect.ts';
import { noteListQuery } from './note-list-query.ts';

/** The next page of a paged list: whether it is loading, why it failed, and loading it. */
export interface NextPage {
  pending: boolean;
  error: ApiError | undefined;
  load: () => void;
}

/** An account list: its notes (from the server, or the device's copy offline), and how it got them. */
export interface NoteList {
  notes: NoteSummary[] | undefined;
  /** The list is loading, or loading again (not its next page). */
  loading: boolean;
  error: ApiError | undefined;
  /** When the list shown was saved, if it is the device's copy (offline). */
  offlineCopyFrom: string | undefined;
  reload: () => void;
  /** Takes a note out of the list on screen and of the device's copy (it was deleted). */
  remove: (shortUuid: string) => void;
  /** The next page of a paged list (My Nemesis Notes); undefined when there is none to load. */
  more: NextPage | undefined;
}

// The pages' notes in order, each once (a note written between two pages' loads could come twice).
const notesOf = (pages: ListPage[]) => [
  ...new Map(pages.flatMap((page) => page.notes).map((note) => [note.shortUuid, note])).values(),
];

/**
 * One of the signed-in user's lists (noteListQuery), kept on the device as shown. Without a connection it shows the list last kept for this
 * user instead (loading again once the connection is back); with none kept, the network error.
 */
export function useNoteList(kind: ListKind, userId: string): NoteList {
  // Notes removed here. A listing asked for before a removal can answer after it: they stay out.
  const removed = useRef(new Set<string>());
  const client = useAppQueryClient();
  const queryKey = listQueryKey(kind, userId);
  const query = useInfiniteQuery(noteListQuery(kind, userId, removed.current), client);
  const { data, refetch } = query;
  const pages = data?.pages;
  const nextPageFailed = query.isFetchNextPageError;
  // The next page's failure is that page's: the list shown is still the server's.
  const copyFrom = nextPageFailed ? undefined : offlineCopyFrom(query);

  const reload = useCallback(() => void refetch(), [refetch]);
  // The device's copy on screen: load again once the server can answer.
  useReconnect(copyFrom !== undefined, reload);

  // Out of the list on screen and of the device's copy.
  const remove = (shortUuid: string) => {
    removed.current.add(shortUuid);
    client.setQueryData<InfiniteData<ListPage>>(
      queryKey,
      (list) =>
        list && {
          ...list,
          pages: list.pages.map((page) => ({
            ...page,
            notes: page.notes.filter((note) => note.shortUuid !== shortUuid),
          })),
        },
    );
    void keepCachedAnswer(queryKey, client);
  };

  return {
    notes: pages && notesOf(pages),
    loading: query.isFetching && !query.isFetchingNextPage,
    error: (!nextPageFailed && !copyFrom && query.error) || undefined,
    offlineCopyFrom: copyFrom,
    reload,
    remove,
    // A reload under way is not cut short by the next page: that waits for it.
    more: query.hasNextPage
      ? {
          pending: query.isFetchingNextPage,
          error: (nextPageFailed && query.error) || undefined,
          load: () => void query.fetchNextPage({ cancelRefetch: false }),
        }
      : undefined,
  };
}
