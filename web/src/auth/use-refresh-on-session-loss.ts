import { useEffect } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { useSession } from './session-context.ts';

/**
 * When one of `errors` says the session is gone (expired, revoked elsewhere), asks the server for
 * the session again, so the whole app knows (the nav shows Login, and Log In leads to the form).
 */
export function useRefreshOnSessionLoss(errors: readonly (ApiError | null | undefined)[]): void {
  const { refresh } = useSession();
  const lost = errors.some((error) => error?.type === 'authentication');
  useEffect(() => {
    if (lost) void refresh();
  }, [lost, refresh]);
}
