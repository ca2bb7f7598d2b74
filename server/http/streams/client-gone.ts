import type { Context } from 'koa';

/** A signal that aborts when the client goes away before its answer is finished (so a provider call it waits for can stop). */
export function clientGone(ctx: Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  return controller.signal;
}
