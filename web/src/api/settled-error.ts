import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '#contract/api/api-error.ts';

/**
 * A query's failure worth showing: none while it loads again (Try Again, Refresh), as TanStack keeps
 * the last error until an answer comes, and the screen should show the load under way instead.
 */
export function settledError(
  query: Pick<UseQueryResult<unknown, ApiError>, 'error' | 'isFetching'>,
): ApiError | undefined {
  return query.isFetching ? undefined : (query.error ?? undefined);
}
