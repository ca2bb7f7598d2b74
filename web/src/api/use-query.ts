import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#contract/api/api-error.ts';

/** A load's state: the data once it arrives, or the error that stopped it. */
export interface QueryState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /** Loads again (for a Try Again button). */
  reload: () => void;
}

/** Runs `load` when the component mounts (and on reload), aborting it if the component goes away. */
export function useQuery<T>(load: (signal: AbortSignal) => Promise<T>): QueryState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<QueryState<T>, 'reload'>>({ data: undefined, error: undefined, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, error: undefined, loading: true }));
    load(controller.signal).then(
      (data) => setState({ data, error: undefined, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ data: undefined, error: error instanceof ApiError ? error : ApiError.network(error), loading: false });
      },
    );
    return () => controller.abort();
    // `load` is expected to be stable (a module function); `attempt` triggers a reload.
  }, [attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
