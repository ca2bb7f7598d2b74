import type { ApiClient, CallOptions } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import type { Endpoint } from '../api/endpoint.ts';
import type { roastStreamEvent } from './note-schemas.ts';

/** An endpoint that streams a roast: the generations and the admin's roast lab. */
export type RoastEndpoint = Endpoint & { events: typeof roastStreamEvent };

/**
 * Streams a roast with `client.stream`: `onDelta` gets each piece of text as the model writes it;
 * resolves with the whole roast. Throws ApiError as the stream does, or when it ends before the roast.
 */
export async function streamRoast<E extends RoastEndpoint>(
  client: Pick<ApiClient, 'stream'>,
  endpoint: E,
  call: CallOptions<E> & { onDelta: (text: string) => void },
): Promise<string> {
  for await (const event of client.stream(endpoint, call)) {
    if (event.event === 'delta') call.onDelta(event.data.text);
    else if (event.event === 'done') return event.data.roast;
  }
  throw ApiError.network(new Error('The stream ended early'));
}
