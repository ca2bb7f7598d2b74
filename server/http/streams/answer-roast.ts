import type { Context } from 'koa';
import type { z } from 'zod';
import type { RoastEndpoint } from '#contract/notes/stream-roast.ts';
import type { Logger } from '../../logger.ts';
import { answerEvents } from './answer-events.ts';
import { clientGone } from './client-gone.ts';
import type { EventStreams } from './event-streams.ts';
import type { RoastRun } from '../../services/roasts/roast-writer.ts';

/**
 * Answers a prepared generation: as the endpoint's Server-Sent Events (text deltas, then the whole
 * roast, or an error) when the client accepts `text/event-stream`, else as JSON `{ [field]: roast }`
 * through the router's `answer`.
 * If the client goes away the provider call is aborted; a stream also ends when the server stops,
 * while a JSON answer is a request like any other, finished within the stop's grace time.
 */
export async function answerRoast<E extends RoastEndpoint>(
  { ctx, answer }: { ctx: Context; answer: (value: z.input<E['response']>) => void },
  endpoint: E,
  run: RoastRun,
  field: keyof z.infer<E['response']> & string,
  deps: { logger: Logger; streams: EventStreams },
): Promise<void> {
  if (ctx.get('Accept').includes('text/event-stream')) {
    answerEvents<RoastEndpoint>(
      ctx,
      endpoint,
      async (send, signal) => {
        const roast = await run((text) => send({ event: 'delta', data: { text } }), signal);
        send({ event: 'done', data: { roast } });
      },
      deps,
    );
    return;
  }

  const gone = clientGone(ctx);
  try {
    const roast = await run(undefined, gone);
    answer({ [field]: roast } as z.input<E['response']>);
  } catch (error) {
    // The client is gone: there is nobody to answer and nothing went wrong on our side.
    if (!gone.aborted) throw error;
  }
}
