import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { requestMessages } from '#contract/api/error-catalogue.ts';
import type { EventEndpoint, EventOf, StreamEvent } from '#contract/api/stream-event.ts';
import { AppError } from '../../app-error.ts';
import type { Logger } from '../../logger.ts';
import { clientGone } from './client-gone.ts';
import type { EventStreams } from './event-streams.ts';

/** Writes the events of one stream: each checked by the endpoint's `events` schema (a mistake throws), until the stream is done. */
export type SendEvents<E extends EventEndpoint> = (
  send: (event: EventOf<E>) => void,
  signal: AbortSignal,
) => Promise<void>;

/**
 * Answers a request with the endpoint's Server-Sent Events, written by `produce`, and ends the stream
 * when it settles. `produce`'s signal aborts when the client goes away or the server stops. A failure
 * becomes the closing `error` event: an AppError as it is, a stop of the server as a retryable
 * SERVICE_UNAVAILABLE (the client offers Try Again), anything else as INTERNAL_ERROR (logged); a
 * client that went away gets nothing. The route must be `no-store`, so no cache holds a stream back.
 */
export function answerEvents<E extends EventEndpoint>(
  ctx: Context,
  endpoint: E,
  produce: SendEvents<E>,
  deps: { logger: Logger; streams: EventStreams },
): void {
  const gone = clientGone(ctx);
  const stream = new PassThrough();
  const send = (event: StreamEvent) => {
    const declared = endpoint.events.parse(event);
    stream.write(`event: ${declared.event}\ndata: ${JSON.stringify(declared.data)}\n\n`);
  };
  ctx.compress = false; // compression would hold events back until a buffer fills
  ctx.set('X-Accel-Buffering', 'no');
  ctx.type = 'text/event-stream';
  ctx.body = stream;
  ctx.res.flushHeaders();
  const open = deps.streams.open();
  stream.once('close', open.close);
  void produce(send, AbortSignal.any([gone, open.stopping]))
    .catch((error: unknown) => {
      if (gone.aborted) return;
      const stopped = open.stopping.aborted && new AppError('SERVICE_UNAVAILABLE', requestMessages.serverStopping);
      const appError = stopped || (error instanceof AppError ? error : new AppError('INTERNAL_ERROR'));
      if (!stopped && !(error instanceof AppError))
        deps.logger.error({ err: error, path: endpoint.path }, 'event stream failed');
      send({ event: 'error', data: { error: appError.code, message: appError.message } });
    })
    .finally(() => stream.end());
}
