import { infiniteQueryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { listQueryKey } from '../../offline/kept-queries.ts';
import type { ListKind, ListPage } from '../../offline/kept-queries.ts';
import { persistOnDevice } from '../../offline/query-persister.ts';

/** Reads one page of an account list from `cursor` (Recently Viewed is one page). */
async function fetchListPage(kind: ListKind, cursor: string | undefined, signal: AbortSignal): Promise<ListPage> {
  if (kind === 'recently-viewed')
    return { ...(await callEndpoint(endpoints.recentlyViewed, {}, signal)), nextCursor: null };
  return callEndpoint(endpoints.myNotes, { query: { cursor } }, signal);
}

/**
 * An account list resource of `userId`, a page at a time (My Nemesis Notes is paged by a cursor),
 * kept on the device after each load; notes `removed` on screen stay out of a load that answers after.
 */
export const noteListQuery = (kind: ListKind, userId: string, removed: ReadonlySet<string>) =>
  infiniteQueryOptions({
    queryKey: listQueryKey(kind, userId),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage) => last.nextCursor ?? undefined,
    queryFn: async ({ pageParam: cursor, signal }): Promise<ListPage> => {
      const page = await fetchListPage(kind, cursor, signal);
      return { notes: page.notes.filter((note) => !removed.has(note.shortUuid)), nextCursor: page.nextCursor };
    },
    persister: persistOnDevice<ListPage, QueryKey, string | undefined>,
  });
