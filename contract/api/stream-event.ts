import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/** One Server-Sent Event as a contract declares it: its name (the `event:` line) and its JSON data (the `data:` line). */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** The event that ends a stream in failure, with an error body; every endpoint's `events` declares it. */
export const streamErrorEvent = z.object({
  event: z.literal('error'),
  data: z.object({ error: z.string(), message: z.string() }),
});

/** An endpoint that answers Server-Sent Events to a client accepting them: its `events` names each event and its data. */
export type EventEndpoint = Endpoint & { events: z.ZodType<StreamEvent> };

/** The events an event endpoint declares. */
export type EventOf<E extends EventEndpoint> = z.infer<E['events']>;
