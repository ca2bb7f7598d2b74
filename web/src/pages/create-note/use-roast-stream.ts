import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../contract/api-error.ts';

/** Where one roast's generation stands. */
export type RoastStatus = 'idle' | 'streaming' | 'done' | 'failed';

/** A roast being written: the text so far, its status, the failure, and for what input it was written. */
export interface RoastStream {
  status: RoastStatus;
  text: string;
  error: ApiError | undefined;
  /** The input it was (or is being) written for, to tell whether it still fits what the user typed. */
  inputKey: string | undefined;
  /** Starts writing (abandoning any roast under way); `run` streams pieces to onDelta and resolves with the whole roast. */
  start: (inputKey: string, run: (onDelta: (text: string) => void, signal: AbortSignal) => Promise<string>) => void;
  /** Abandons the roast under way or written, back to idle. */
  reset: () => void;
}

interface State {
  status: RoastStatus;
  text: string;
  error: ApiError | undefined;
  inputKey: string | undefined;
}

const idle: State = { status: 'idle', text: '', error: undefined, inputKey: undefined };

/** One roast streamed from the server, as the model writes it; aborted when abandoned or unmounted. */
export function useRoastStream(): RoastStream {
  const [state, setState] = useState<State>(idle);
  const controller = useRef<AbortController | undefined>(undefined);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState(idle);
  }, []);

  const start = useCallback<RoastStream['start']>((inputKey, run) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'streaming', text: '', error: undefined, inputKey });
    run((piece) => {
      if (!current.signal.aborted) setState((previous) => ({ ...previous, text: previous.text + piece }));
    }, current.signal).then(
      (roast) => {
        if (!current.signal.aborted) setState({ status: 'done', text: roast, error: undefined, inputKey });
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        setState({ status: 'failed', text: '', error: error instanceof ApiError ? error : ApiError.network(error), inputKey });
      },
    );
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  return { ...state, start, reset };
}
