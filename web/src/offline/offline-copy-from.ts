import type { ApiError } from '#contract/api/api-error.ts';

/**
 * When the device's copy a query shows was received (ISO), while it shows that copy because the
 * server gave no answer (offline, or not answering): the query has data and a network error. Else
 * undefined. Data never received by this device (a page the server rendered, dated 0) is no copy.
 */
export function offlineCopyFrom({
  data,
  error,
  dataUpdatedAt,
}: {
  data: unknown;
  error: ApiError | null;
  dataUpdatedAt: number;
}): string | undefined {
  return data !== undefined && error?.type === 'network' && dataUpdatedAt > 0
    ? new Date(dataUpdatedAt).toISOString()
    : undefined;
}
