import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { requestMessages } from '#contract/api/error-catalogue.ts';
import type { ErrorBody } from '#contract/api/error-catalogue.ts';
import type { RoastStreamEvent } from '#contract/notes/note-schemas.ts';
import { AppError } from '../app-error.ts';
import type { Logger } from '../logger.ts';
import type { EventStreams } from './event-streams.ts';
import type { RoastRun } from '../services/roast-writer.ts';

/**
 * Answers a prepared generation: as Server-Sent Events (text deltas, then the whole roast) when the
 * client accepts `text/event-stream`, else as JSON `{ [field]: roast }`. If the client goes away the
 * provider call is aborted. Its routes are declared `no-store`, so no cache holds a stream back. A
 * stream ends when the server stops, with a retryable SERVICE_UNAVAILABLE event (the wizard offers Try
 * Again); a JSON answer is a request like any other, finished within the stop's grace time.
 */
export async function answerRoast(ctx: Context, run: RoastRun, field: 'initialRoast' | 'finalRoast' | 'roast', deps: { logger: Logger; streams: EventStreams }): Promise<void> {
  const { logger } = deps;
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });

  if (ctx.get('Accept').includes('text/event-stream')) {
    const stream = new PassThrough();
    const send = (event: RoastStreamEvent) => stream.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    ctx.compress = false; // compression would hold events back until a buffer fills
    ctx.set('X-Accel-Buffering', 'no');
    ctx.type = 'text/event-stream';
    ctx.body = stream;
    ctx.res.flushHeaders();
    const open = deps.streams.open();
    stream.once('close', open.close);
    void run((text) => send({ event: 'delta', data: { text } }), AbortSignal.any([controller.signal, open.stopping]))
      .then(
        (whole) => send({ event: 'done', data: { roast: whole } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const stopped = open.stopping.aborted && new AppError('SERVICE_UNAVAILABLE', requestMessages.serverStopping);
          const appError = stopped || (error instanceof AppError ? error : new AppError('INTERNAL_ERROR'));
          if (!stopped && !(error instanceof AppError)) logger.error({ err: error }, 'roast stream failed');
          const body: ErrorBody = { error: appError.code, message: appError.message };
          send({ event: 'error', data: { error: body.error, message: body.message } });
        },
      )
      .finally(() => stream.end());
    return;
  }

  try {
    ctx.body = { [field]: await run(() => {}, controller.signal) };
  } catch (error) {
    // The client is gone: there is nobody to answer and nothing went wrong on our side.
    if (!controller.signal.aborted) throw error;
  }
}
