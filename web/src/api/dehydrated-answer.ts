import { dehydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

/**
 * A query's answer the server rendered a page with, as the state the page hydrates (HydrateAnswers):
 * `data` under the query's `queryKey`, dated `updatedAt` (0, the default: never, so a query that goes
 * stale loads again in the browser). Made of its arguments alone, never of the moment it was made: the
 * server keeps a rendered page under this state, so the same answer must give the same state.
 */
export function dehydratedAnswer(queryKey: QueryKey, data: unknown, updatedAt = 0): DehydratedState {
  const client = createQueryClient();
  client.setQueryData(queryKey, data, { updatedAt });
  const state = dehydrate(client);
  return { ...state, queries: state.queries.map((query) => ({ ...query, dehydratedAt: updatedAt })) };
}
