import { dehydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

/**
 * A query's answer the server rendered a page with, as the state the page hydrates (HydrateAnswers):
 * `data` under the query's `queryKey`, dated `updatedAt` (0: never, so the browser's own load still follows).
 */
export function dehydratedAnswer(queryKey: QueryKey, data: unknown, updatedAt?: number): DehydratedState {
  const client = createQueryClient();
  client.setQueryData(queryKey, data, { updatedAt });
  return dehydrate(client);
}
