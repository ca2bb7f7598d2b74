import type { Middleware } from 'koa';
import type { Logger } from '../../logger.ts';

/** Logs one line per request: method, path, status and duration. */
export function requestLogger(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}
