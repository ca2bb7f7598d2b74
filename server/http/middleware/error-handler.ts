import type { Middleware } from 'koa';
import type { ErrorBody } from '#contract/api/error-catalogue.ts';
import { errorTypeDisplay, requestMessages } from '#contract/api/error-catalogue.ts';
import { AppError } from '../../app-error.ts';
import type { Logger } from '../../logger.ts';
import type { Clock } from '../../clock.ts';

/**
 * Turns every failure below it into the spec's error body. AppErrors answer with their code and
 * message; Koa's own client errors (bad JSON, too large) with a matching code; anything else is
 * logged and answered as INTERNAL_ERROR without its details; the body's timestamp is read on `clock`.
 */
export function errorHandler(logger: Logger, clock: Clock): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === 'INTERNAL_ERROR') {
        logger.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed');
      }
      const body: ErrorBody = {
        error: appError.code,
        message: appError.message,
        timestamp: clock.now().toISOString(),
        path: ctx.path,
      };
      ctx.status = appError.status;
      if (appError.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(appError.retryAfterSeconds));
      ctx.body = body;
    }
  };
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // Client errors raised by Koa, the router and the body parser say nothing internal: map them by status.
  const status = (error as { status?: unknown }).status;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', requestMessages.bodyTooLarge);
  if (status === 403) return new AppError('FORBIDDEN', 'This request is not allowed');
  if (status === 404) return new AppError('NOT_FOUND', errorTypeDisplay['not-found'].message);
  if (status === 405 || status === 501) return new AppError('METHOD_NOT_ALLOWED', requestMessages.methodNotAllowed);
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON');
  if (status === 400 && error instanceof SyntaxError) return new AppError('INVALID_INPUT', requestMessages.bodyNotJson);
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new AppError('INVALID_INPUT', 'The request could not be read');
  return new AppError('INTERNAL_ERROR');
}
