import type { Metrics } from '../../metrics/metrics.ts';

/** One open event stream: its signal, aborted when the server stops, and its close. */
export interface OpenStream {
  stopping: AbortSignal;
  close: () => void;
}

/**
 * The Server-Sent Event streams open now: counted in the metrics, and ended together when the server
 * stops (a stream could outlast any grace time; a plain request finishes within it). A stream opened
 * once the server is stopping is stopped from the start.
 */
export function createEventStreams(metrics: Metrics) {
  const stop = new AbortController();
  return {
    open(): OpenStream {
      return { stopping: stop.signal, close: metrics.streamOpened() };
    },

    /** Ends every stream, and any opened from now on. */
    stopAll(): void {
      stop.abort();
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
