import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core';
import type { AsyncStorage, PersistedQuery } from '@tanstack/query-persist-client-core';
import type { Query, QueryClient, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { ApiError } from '#contract/api/api-error.ts';
import type { NoteSummary } from '#contract/notes/note-schemas.ts';
import { keptNoteByCustomUrl } from './kept-notes.ts';
import { listQueryKey } from './kept-queries.ts';
import type { ListAnswer, ListKind } from './kept-queries.ts';
import { offlineStore } from './offline-store.ts';
import { keptQuery, keptQueryName, keptQueryPrefix } from './persisted-query.ts';
import { quietly } from './quietly.ts';

/** The offline store's `queries` table as the persister's storage; it never fails (storage blocked or full reads as empty). */
const storage: AsyncStorage<PersistedQuery> = {
  getItem: (key) =>
    quietly(
      'reading a kept answer',
      async () => {
        const { queries } = await offlineStore();
        return (await queries.get(key))?.query ?? (await keptNoteByCustomUrl(queries, key));
      },
      undefined,
    ),
  setItem: (key, query) =>
    quietly(
      'keeping an answer',
      async () => void (await (await offlineStore()).queries.put({ key, query })),
      undefined,
    ),
  removeItem: (key) =>
    quietly('forgetting a kept answer', async () => void (await (await offlineStore()).queries.delete(key)), undefined),
  entries: () =>
    quietly(
      'reading the kept answers',
      async () =>
        (await (await offlineStore()).queries.toArray()).map(({ key, query }): [string, PersistedQuery] => [
          key,
          query,
        ]),
      [],
    ),
};

/**
 * Keeps a query's answer on the device after each load, for as long as the device keeps it. IndexedDB
 * stores objects as they are, so nothing is serialized.
 */
const queryPersister = experimental_createQueryPersister<PersistedQuery>({
  storage,
  maxAge: Infinity,
  serialize: (query) => query,
  deserialize: (query) => query,
  prefix: keptQueryPrefix,
  // persistOnDevice asks the server itself, so that a failure is the query's error, not an unhandled rejection.
  refetchOnRestore: false,
});

const { persisterFn, persistQueryByKey } = queryPersister;

/**
 * A query's `persister`: its answer is kept on the device after each load. With no answer in the
 * cache, the device's copy shows at once, dated when it was received, while the server is asked again;
 * if the server gives no answer (or the browser is offline, when it is not asked), the query has the
 * copy and a network error (see offline-copy-from.ts).
 */
export async function persistOnDevice<T, K extends QueryKey, P>(
  queryFn: QueryFunction<T, K, P>,
  context: QueryFunctionContext<K>,
  query: Query,
): Promise<T> {
  let asked = false;
  const ask = () => {
    asked = true;
    // The browser knows it is offline: the server is not asked (the failed requests would only fill the console).
    if (!navigator.onLine) throw ApiError.network();
    // An infinite query's persister gets a function loading all its pages, which needs no page parameter.
    return queryFn(context as QueryFunctionContext<K, P>);
  };
  const answer = await persisterFn(ask, context, query);
  // The copy restored: once the query holds it, ask the server (its failure stays on the query).
  if (!asked) window.setTimeout(() => void query.fetch().catch(() => undefined));
  return answer;
}

/** Keeps a query's answer as the cache holds it now (changed on screen, say), if the query is in the cache. */
export function keepCachedAnswer(queryKey: QueryKey, client: QueryClient): Promise<void> {
  return persistQueryByKey(queryKey, client);
}

/** Keeps `data` as a query's answer received now, as a load would have (the query need not be in the cache). */
export async function keepAnswer(queryKey: QueryKey, data: unknown): Promise<void> {
  const { key, query } = keptQuery(queryKey, data, Date.now());
  await storage.setItem(key, query);
}

/** Changes the kept answer of a query that is not on screen (still dated when it was received); nothing when none is kept. */
export function changeKeptAnswer<T>(queryKey: QueryKey, change: (data: T) => T): Promise<void> {
  return quietly(
    'changing a kept answer',
    async () => {
      const db = await offlineStore();
      await db.transaction('rw', db.queries, async () => {
        const row = await db.queries.get(keptQueryName(queryKey));
        if (row)
          await db.queries.put({
            ...row,
            query: { ...row.query, state: { ...row.query.state, data: change(row.query.state.data as T) } },
          });
      });
    },
    undefined,
  );
}

/** Forgets the kept answer of a query (a note deleted, or gone). */
export async function forgetAnswer(queryKey: QueryKey): Promise<void> {
  await storage.removeItem(keptQueryName(queryKey));
}

/** Puts a note first in a user's kept account list (written, or just viewed), so the list is right offline before its next load. */
export function keepFirstInList(kind: ListKind, userId: string, summary: NoteSummary): Promise<void> {
  const others = (notes: NoteSummary[]) => notes.filter((note) => note.shortUuid !== summary.shortUuid);
  return changeKeptAnswer<ListAnswer>(listQueryKey(kind, userId), (list) => ({
    ...list,
    pages: list.pages.map((page, index) => ({
      ...page,
      notes: index === 0 ? [summary, ...others(page.notes)] : others(page.notes),
    })),
  }));
}
