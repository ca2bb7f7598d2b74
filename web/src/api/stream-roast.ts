import { streamRoast as readRoast } from '#contract/notes/stream-roast.ts';
import type { RoastEndpoint } from '#contract/notes/stream-roast.ts';
import { api } from './api-client.ts';
import type { EndpointInput } from './endpoint-key.ts';
import { toApiError } from './to-api-error.ts';

/**
 * Streams a roast from a generation endpoint: `onDelta` gets each piece as the model writes it;
 * resolves with the whole roast. Any failure comes out as an ApiError (an abort as it came).
 */
export function streamRoast<E extends RoastEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  onDelta: (text: string) => void,
  signal: AbortSignal,
): Promise<string> {
  return readRoast(api, endpoint, { ...input, onDelta, signal }).catch((error: unknown) => {
    throw signal.aborted ? error : toApiError(error);
  });
}
