import type { Endpoint } from '#contract/api/endpoint.ts';
import type { CallOptions } from '#contract/api/api-client.ts';

/** What a query is called with: an endpoint's path parameters, query and body (no abort signal). */
export type EndpointInput<E extends Endpoint> = Omit<CallOptions<E>, 'signal'>;

/**
 * The cache key of an endpoint's answer: the endpoint (its method and path, which name it in the
 * contract) and then its inputs, so invalidating `endpointKey(e)` reaches every input's answer.
 */
export function endpointKey<E extends Endpoint>(
  endpoint: Pick<E, 'method' | 'path'>,
  input?: EndpointInput<E>,
): readonly unknown[] {
  const key = [endpoint.method, endpoint.path] as const;
  return input === undefined ? key : [...key, input];
}
