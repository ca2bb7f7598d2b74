import { ApiError } from '#contract/api/api-error.ts';
import { toApiError } from '../api/to-api-error.ts';

/**
 * Asks the server with `fetch`; without a connection (the browser knows it is offline, or the call
 * got no answer) resolves with `kept(error)` instead: the device's copy, which throws `error` when
 * there is none. Any other failure (or an abort) is thrown.
 */
export async function onlineOrKept<T>(
  fetch: () => Promise<T>,
  kept: (error: ApiError) => Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  if (!navigator.onLine) return kept(ApiError.network());
  try {
    return await fetch();
  } catch (error) {
    if (signal.aborted) throw error;
    const failure = toApiError(error);
    if (failure.type === 'network') return kept(failure);
    throw failure;
  }
}
