import type { Middleware } from 'koa';
import { AppError } from '../../app-error.ts';

/**
 * Refuses a request whose path, query or JSON body holds a NUL character (U+0000) with 400
 * INVALID_INPUT. No field of the API has a use for one, and Postgres cannot store one in text: let
 * through, it fails the query there (and only there) as an INTERNAL_ERROR. Runs after parseBody.
 */
export const refuseNul: Middleware = async (ctx, next) => {
  // A raw URL cannot carry a NUL byte (Node's parser refuses it), so %00 is the only way one arrives.
  if (ctx.url.includes('%00') || holdsNul(ctx.request.body))
    throw new AppError('INVALID_INPUT', 'The request must not contain NUL characters');
  await next();
};

/** Whether any string or key in a parsed JSON value holds U+0000; iterative, as a body may nest thousands deep. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
