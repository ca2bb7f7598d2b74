import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import type { Logger } from '../../logger.ts';
import type { AfterAnswer } from '../../services/after-answer.ts';

/**
 * Runs the work services leave for after the answer (AfterAnswer): the middleware marks each request's
 * answer, and work left during the request starts once that answer is closed (sent, or the client gone).
 * `settled` waits for all of it, so a stopping server lets it finish before the database closes.
 */
export function createAnswerFirst(logger: Logger) {
  const answers = new AsyncLocalStorage<ServerResponse>();
  const pending = new Set<Promise<void>>();

  const after: AfterAnswer = (name, task) => {
    const answer = answers.getStore();
    const answered = new Promise<void>((resolve) =>
      answer && !answer.closed ? answer.once('close', () => resolve()) : setImmediate(resolve),
    );
    const done: Promise<void> = answered
      .then(task)
      .catch((error: unknown) => logger.error({ err: error, work: name }, `${name} failed after the answer`))
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  const middleware: Middleware = (ctx, next) => answers.run(ctx.res, next);

  return {
    middleware,
    after,
    /** Resolves once every piece of work left so far (and any it left in turn) has finished. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type AnswerFirst = ReturnType<typeof createAnswerFirst>;
