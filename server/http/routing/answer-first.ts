import type { ServerResponse } from 'node:http';
import type { Logger } from '../../logger.ts';
import type { AfterAnswer } from '../../services/auth/after-answer.ts';

/**
 * Runs the work services leave for after the answer (AfterAnswer): a route hands a service the
 * `after` of its own request's answer, and work left with it starts once that answer is closed (sent,
 * or the client gone). `settled` waits for all of it, so a stopping server lets it finish before the
 * database closes. The answer is handed down rather than found in an AsyncLocalStorage: on Node 20
 * one of those makes every promise of every request pay for its hooks.
 */
export function createAnswerFirst(logger: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    /** Leaves work for once `answer` is closed. */
    afterAnswer:
      (answer: ServerResponse): AfterAnswer =>
      (name, task) => {
        const answered = new Promise<void>((resolve) =>
          answer.closed ? setImmediate(resolve) : answer.once('close', () => resolve()),
        );
        const done: Promise<void> = answered
          .then(task)
          .catch((error: unknown) => logger.error({ err: error, work: name }, `${name} failed after the answer`))
          .finally(() => pending.delete(done));
        pending.add(done);
      },
    /** Resolves once every piece of work left so far (and any it left in turn) has finished. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type AnswerFirst = ReturnType<typeof createAnswerFirst>;
