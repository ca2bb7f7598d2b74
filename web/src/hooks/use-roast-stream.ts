import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { toApiError } from '../api/to-api-error.ts';

/** Where one roast's generation stands. */
export type RoastStatus = 'idle' | 'streaming' | 'done' | 'failed' | 'stopped';

/** A finished roast and the input it was written for. */
export interface FinishedRoast {
  text: string;
  inputKey: string;
}

/** A roast being written: the text so far, its status, the failure, and for what input it was written. */
export interface RoastStream {
  /**
   * 'done' also after a failed rewrite for the same input: the roast written before is kept (and
   * still the server's), and `error` says why the new one failed.
   */
  status: RoastStatus;
  text: string;
  error: ApiError | undefined;
  /** The input it was (or is being) written for, to tell whether it still fits what the user typed. */
  inputKey: string | undefined;
  /** The last roast finished, also while another is being written (to fall back on, and for a draft to keep); none after reset. */
  kept: FinishedRoast | undefined;
  /** Starts writing (abandoning any roast under way); `run` streams pieces to onDelta and resolves with the whole roast. */
  start: (inputKey: string, run: (onDelta: (text: string) => void, signal: AbortSignal) => Promise<string>) => void;
  /** Abandons the roast under way or written, back to idle. */
  reset: () => void;
  /** Stops the roast under way, keeping what was written so far ('stopped'). */
  stop: () => void;
}

type State = Pick<RoastStream, 'status' | 'text' | 'error' | 'inputKey' | 'kept'>;

const idle: State = { status: 'idle', text: '', error: undefined, inputKey: undefined, kept: undefined };
const doneWith = (roast: FinishedRoast | undefined): State =>
  roast ? { status: 'done', text: roast.text, error: undefined, inputKey: roast.inputKey, kept: roast } : idle;

/**
 * One roast streamed from the server, as the model writes it; aborted when abandoned or unmounted.
 * Starts from `restored` (a roast finished earlier, kept in a draft) when given.
 */
export function useRoastStream(restored?: FinishedRoast): RoastStream {
  const [state, setState] = useState<State>(() => doneWith(restored));
  const controller = useRef<AbortController | undefined>(undefined);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState(idle);
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState((previous) => (previous.status === 'streaming' ? { ...previous, status: 'stopped' } : previous));
  }, []);

  const start = useCallback<RoastStream['start']>((inputKey, run) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((previous) => ({ status: 'streaming', text: '', error: undefined, inputKey, kept: previous.kept }));
    run((piece) => {
      if (!current.signal.aborted) setState((previous) => ({ ...previous, text: previous.text + piece }));
    }, current.signal).then(
      (roast) => {
        if (!current.signal.aborted) setState(doneWith({ text: roast, inputKey }));
      },
      (cause: unknown) => {
        if (current.signal.aborted) return;
        const error = toApiError(cause);
        setState((previous) =>
          // A roast written for other input never stands in for this one.
          previous.kept?.inputKey === inputKey
            ? { ...doneWith(previous.kept), error }
            : { status: 'failed', text: '', error, inputKey, kept: previous.kept },
        );
      },
    );
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  return { ...state, start, reset, stop };
}
