import type { endpoints } from '#contract/endpoints.ts';
import type { EndpointInput } from './endpoint-key.ts';
import type { AnswerOf } from './use-endpoint.ts';

type Endpoints = typeof endpoints;

/**
 * Calls the contract's endpoint `name` through callEndpoint, loading the layer and the endpoints on
 * first use: the app shell's own calls (the session check, the login report, the forms' waiting
 * submissions) must not make a first visit download zod, every schema and the query library.
 */
export async function callLazily<Name extends keyof Endpoints>(
  name: Name,
  input: EndpointInput<Endpoints[Name]> = {},
  signal?: AbortSignal,
): Promise<AnswerOf<Endpoints[Name]>> {
  const [{ callEndpoint }, contract] = await Promise.all([
    import('./use-endpoint.ts'),
    import('#contract/endpoints.ts'),
  ]);
  return callEndpoint(contract.endpoints[name], input, signal);
}
