import { availableParallelism } from 'node:os';
import { Tinypool } from 'tinypool';
import type { NoteCardContent } from './render-note-card.ts';
import { shippedPath } from '../package-root.ts';

// A worker with nothing to draw for this long is stopped, so a server that is not drawing holds no drawing
// memory (about 75 MB of resident memory while a worker lives). Workers are processes, not threads: the
// memory of a thread that ended stays in the server's allocator (40 MB that never went back), a process's
// goes with it. A card is drawn once per note, when it is published, and kept: a worker starting again for
// the next one (its first card takes about a second of CPU, later ones 0.15 s) costs less than holding
// that memory between publishes.
const idleStopMs = 5_000;

/**
 * The module the workers run renderNoteCard from: the build's own entry (dist/card-worker.js), or the
 * TypeScript source, which a worker process loads through tsx (development, tests).
 */
function workerModule(): { filename: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.js')) return { filename: shippedPath('dist', 'card-worker.js'), execArgv: [] };
  return { filename: new URL('./render-note-card.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
}

/**
 * Draws preview cards in worker processes, so a card never holds up other requests: at most `size`
 * at once (one core is left to the server), the rest queued. Workers start on demand and stop
 * when idle. A worker that dies fails its card, and is replaced for the next one.
 */
export function createCardPool(size = Math.max(1, availableParallelism() - 1)) {
  const pool = new Tinypool({
    ...workerModule(),
    name: 'renderNoteCard',
    minThreads: 0,
    maxThreads: size,
    idleTimeout: idleStopMs,
    runtime: 'child_process',
    // The PNG comes back as bytes (structured clone), not as JSON.
    serialization: 'advanced',
  });
  let closing: Promise<void> | undefined;
  // Cards queue until a worker takes them. When none is left to (its module did not load, or the last one died
  // while drawing), tinypool starts another only for the next card: the waiting ones fail with that error instead.
  let lostWorkers: unknown;
  const failWaiting = (error: unknown) => {
    lostWorkers = error;
    pool.cancelPendingTasks();
  };
  pool.on('error', failWaiting);

  /** What a drawing that failed rejects with: cut short by close() (once the workers have stopped, as close() resolves), or why it failed. */
  async function drawingError(error: unknown): Promise<Error> {
    if (closing) {
      await closing.catch(() => undefined);
      return new Error('The card worker stopped', { cause: error });
    }
    const cancelled = error instanceof Error && error.name === 'CancelError';
    if (!cancelled && pool.threads.length === 0 && pool.queueSize > 0) failWaiting(error);
    const cause = cancelled ? lostWorkers : error;
    return new Error(`The card could not be drawn: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }

  return {
    /** Draws a note's card in a worker; rejects if the worker fails. */
    async draw(content: NoteCardContent): Promise<Buffer> {
      if (closing) throw new Error('The card pool is closed');
      // Only what the card shows goes to the worker, not the whole note.
      const { nemesisName, finalRoast, createdAt, sealed } = content;
      try {
        const png = (await pool.run({ nemesisName, finalRoast, createdAt, sealed })) as Uint8Array;
        return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
      } catch (error) {
        throw await drawingError(error);
      }
    },

    /** Stops every worker; cards being drawn or queued fail. */
    close(): Promise<void> {
      closing ??= pool.destroy();
      return closing;
    },
  };
}

/** The pool createCardPool returns. */
export type CardPool = ReturnType<typeof createCardPool>;
