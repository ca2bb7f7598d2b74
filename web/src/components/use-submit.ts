import { useState } from 'react';
import { errorText } from '../api/error-text.ts';

/** A form's request: whether it is under way, and the message of its last failure. */
export interface Submit {
  pending: boolean;
  error: string | undefined;
  /** Runs the request; a throw becomes `error` (see errorText). */
  run: (action: () => Promise<void>) => Promise<void>;
  setError: (message: string | undefined) => void;
}

/** Tracks one form's request: pending while it runs, the failure's message afterwards. */
export function useSubmit(): Submit {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run, setError };
}
