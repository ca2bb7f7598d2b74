import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CardJob, CardResult } from './card-worker.ts';
import type { NoteCardContent } from './render-note-card.ts';
import { shippedPath } from '../package-root.ts';

// A worker with nothing to draw for this long is stopped, so an idle server holds no drawing memory.
const idleStopMs = 30_000;

interface Pending {
  job: CardJob;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  current?: Pending;
  idleTimer?: NodeJS.Timeout;
}

/** Where the worker's code is: the build's own entry (dist/card-worker.js), or beside this module as TypeScript from sources. */
function spawn(): Worker {
  if (import.meta.url.endsWith('.js')) return new Worker(shippedPath('dist', 'card-worker.js'));
  const file = new URL('./card-worker.ts', import.meta.url);
  // From sources (development, tests) the worker registers tsx itself before loading TypeScript.
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`, { eval: true });
}

/**
 * Draws preview cards in worker threads, so a card never holds up other requests: at most `size`
 * at once (one core is left to the server), the rest queued. Workers start on demand and stop
 * when idle. A worker that dies fails its card and is replaced.
 */
export function createCardPool(size = Math.max(1, availableParallelism() - 1)) {
  const workers = new Set<PoolWorker>();
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function settle(entry: PoolWorker, result: CardResult): void {
    const pending = entry.current;
    entry.current = undefined;
    if (!pending) return pump();
    // A worker answers the one card it was given; anything else fails that card rather than leaving it waiting.
    if (pending.job.id === result.id && 'png' in result) pending.resolve(Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength));
    else pending.reject(new Error(`The card could not be drawn: ${'error' in result ? result.error : 'the worker answered another card'}`));
    pump();
  }

  function start(): PoolWorker {
    const entry: PoolWorker = { worker: spawn() };
    entry.worker.unref();
    entry.worker.on('message', (result: CardResult) => settle(entry, result));
    // A worker that fails or stops (closed, or idle) fails the card it was drawing, if any.
    const gone = (error: Error) => {
      workers.delete(entry);
      clearTimeout(entry.idleTimer);
      entry.current?.reject(error);
      entry.current = undefined;
      if (!closed) pump();
    };
    entry.worker.on('error', gone);
    entry.worker.on('exit', () => gone(new Error('The card worker stopped')));
    workers.add(entry);
    return entry;
  }

  function pump(): void {
    while (queue.length > 0) {
      let idle = [...workers].find((entry) => !entry.current);
      if (!idle && workers.size < size) idle = start();
      if (!idle) return;
      const pending = queue.shift()!;
      clearTimeout(idle.idleTimer);
      idle.idleTimer = undefined;
      idle.current = pending;
      idle.worker.postMessage(pending.job);
    }
    for (const entry of workers) {
      if (entry.current || entry.idleTimer) continue;
      entry.idleTimer = setTimeout(() => {
        workers.delete(entry);
        void entry.worker.terminate();
      }, idleStopMs).unref();
    }
  }

  return {
    /** Draws a note's card in a worker; rejects if the worker fails. */
    draw(content: NoteCardContent): Promise<Buffer> {
      if (closed) return Promise.reject(new Error('The card pool is closed'));
      const { nemesisName, finalRoast, createdAt } = content;
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job: { id: nextId++, content: { nemesisName, finalRoast, createdAt } }, resolve, reject });
        pump();
      });
    },

    /** Stops every worker; queued cards fail. */
    async close(): Promise<void> {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('The card pool is closed'));
      await Promise.all([...workers].map((entry) => entry.worker.terminate()));
      workers.clear();
    },
  };
}

export type CardPool = ReturnType<typeof createCardPool>;
