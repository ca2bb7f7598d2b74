import { useState } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { errorText } from '../api/error-text.ts';
import { toApiError } from '../api/to-api-error.ts';

/** A write's state: whether it is under way, and the failure of its last run. */
export interface Mutation<Args extends unknown[]> {
  pending: boolean;
  error: ApiError | undefined;
  /** What a form's alert says about `error` (errorText). */
  message: string | undefined;
  /** Runs the write; resolves true when it succeeded, false when it failed (and `error` says why). */
  run: (...args: Args) => Promise<boolean>;
  /** Shows a failure from beside the write (a Resend Code next to a form's submit) as this one's. */
  fail: (error: unknown) => void;
  /** Clears the failure (dismissed, or the form starts over). */
  reset: () => void;
}

/** What else a failure does (tell a list's shared alert, say). */
export interface MutationOptions {
  onError?: (error: ApiError) => void;
}

/**
 * Tracks a write (a form's submit, a delete): pending while `action` runs, then its failure as an
 * ApiError. The API client has already retried it by the endpoint's policy.
 */
export function useMutation<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>, options: MutationOptions = {}): Mutation<Args> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError>();
  const run = async (...args: Args) => {
    setPending(true);
    setError(undefined);
    try {
      await action(...args);
      return true;
    } catch (failure) {
      const apiError = toApiError(failure);
      setError(apiError);
      options.onError?.(apiError);
      return false;
    } finally {
      setPending(false);
    }
  };
  return {
    pending,
    error,
    message: error && errorText(error),
    run,
    fail: (failure) => setError(toApiError(failure)),
    reset: () => setError(undefined),
  };
}
