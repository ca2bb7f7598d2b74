import { useCallback, useEffect, useRef, useState } from 'react';
import type { DependencyList } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { toApiError } from '../api/to-api-error.ts';

/** A load's state: the data it brought, the error of the last attempt, and whether one is under way. */
export interface Query<T> {
  /** The last data loaded for these dependencies; kept while loading again and after a failed attempt. */
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /** Loads again (Try Again, Refresh, the connection back); resolves with the data once that load (or a later one) settles. */
  reload: () => Promise<T | undefined>;
  /** Changes the data on screen without loading (after a write that the answer reflects). */
  setData: (change: (data: T | undefined) => T | undefined) => void;
}

/** When a query loads: `enabled: false` waits for the first reload (a check only worth making on request). */
export interface QueryOptions {
  enabled?: boolean;
}

interface State<T> {
  deps: DependencyList;
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
}

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Runs `load` on mount, whenever a dependency changes and on reload, aborting the load under way
 * (its signal) when it is replaced or the component goes away. Retries are the API client's, by
 * each endpoint's policy. New dependencies start afresh: the data of the old ones is not shown.
 */
export function useQuery<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, options: QueryOptions = {}): Query<T> {
  const enabled = options.enabled ?? true;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>({ deps, data: undefined, error: undefined, loading: enabled });
  if (!sameDeps(state.deps, deps)) setState({ deps, data: undefined, error: undefined, loading: enabled || attempt > 0 });
  // Who waits for a reload: resolved by the first load that settles from that attempt on.
  const waiting = useRef<{ attempt: number; resolve: (data: T | undefined) => void }[]>([]);
  const requested = useRef(0);

  useEffect(() => {
    if (!enabled && attempt === 0) return;
    const controller = new AbortController();
    const settle = (data: T | undefined) => {
      const done = waiting.current.filter((waiter) => waiter.attempt <= attempt);
      waiting.current = waiting.current.filter((waiter) => waiter.attempt > attempt);
      done.forEach((waiter) => waiter.resolve(data));
    };
    setState((previous) => ({ ...previous, error: undefined, loading: true }));
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, data, error: undefined, loading: false }));
        settle(data);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, error: toApiError(error), loading: false }));
        settle(undefined);
      },
    );
    return () => controller.abort();
    // `load` may be a new function each render; what it reads is in `deps`.
  }, [...deps, attempt, enabled]);

  const reload = useCallback(
    () =>
      new Promise<T | undefined>((resolve) => {
        requested.current += 1;
        waiting.current.push({ attempt: requested.current, resolve });
        setAttempt(requested.current);
      }),
    [],
  );
  const setData = useCallback((change: (data: T | undefined) => T | undefined) => setState((previous) => ({ ...previous, data: change(previous.data) })), []);
  return { data: state.data, error: state.error, loading: state.loading, reload, setData };
}
