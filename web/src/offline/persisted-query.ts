import { hashKey } from '@tanstack/react-query';
import type { QueryKey, QueryState } from '@tanstack/react-query';
import type { PersistedQuery } from '@tanstack/query-persist-client-core';

/** What the query persister puts before a query's hash to name its row in the offline store. */
export const keptQueryPrefix = 'query';

/** The offline store's row of a query: its name (the prefix and the query's hash) and the query as the persister keeps it. */
export interface KeptQuery {
  key: string;
  query: PersistedQuery;
}

/** The offline store's name of a query's row, as the query persister names it. */
export const keptQueryName = (queryKey: QueryKey): string => `${keptQueryPrefix}-${hashKey(queryKey)}`;

/**
 * What the row names of the queries `keyOf` makes begin with: two of their names up to where they
 * differ (the param's value). Such rows are read by that prefix of the table's key rather than all.
 */
export function keptRowPrefix(keyOf: (param: string) => QueryKey): string {
  const [a, b] = [keptQueryName(keyOf('a')), keptQueryName(keyOf('b'))];
  let end = 0;
  while (a[end] === b[end]) end++;
  return a.slice(0, end);
}

/**
 * A query's row holding `data` received at `dataUpdatedAt`, as the query persister would have kept it
 * after a load: for answers that did not come from a load of the query (a note just written, the note
 * the server rendered, what an earlier version of the app kept).
 */
export function keptQuery(queryKey: QueryKey, data: unknown, dataUpdatedAt: number): KeptQuery {
  const state: QueryState = {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  };
  return { key: keptQueryName(queryKey), query: { buster: '', queryHash: hashKey(queryKey), queryKey, state } };
}
