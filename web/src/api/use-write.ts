import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '#contract/api/api-error.ts';
import type { Endpoint } from '#contract/api/endpoint.ts';
import { endpointKey } from './endpoint-key.ts';
import type { EndpointInput } from './endpoint-key.ts';
import { useAppQueryClient } from './query-client.ts';
import { toApiError } from './to-api-error.ts';
import type { AnswerOf } from './use-endpoint.ts';

/** What a write does after it succeeded: the endpoints whose answers it changed, loaded again where shown, after `onSuccess`. */
export interface WriteOptions<Result, Input> {
  invalidates?: Endpoint[];
  onSuccess?: (result: Result, input: Input) => void;
}

/**
 * The app's one write hook (`mutate(input)`): a call of `endpoint`, or a `write` that is more than
 * one endpoint's call (a passkey ceremony between two calls, a session picked up after one, a delete
 * that finds the note gone) made with callEndpoint. Pending until all of it is done, its failure as
 * an ApiError, and the answers it changed (`invalidates`) loaded again where shown.
 */
export function useWrite<E extends Endpoint>(
  endpoint: E,
  options?: WriteOptions<AnswerOf<E>, EndpointInput<E>>,
): UseMutationResult<AnswerOf<E>, ApiError, EndpointInput<E>>;
export function useWrite<Input = void, Result = unknown>(
  write: (input: Input) => Promise<Result>,
  options?: WriteOptions<Result, Input>,
): UseMutationResult<Result, ApiError, Input>;
export function useWrite<Input, Result>(
  target: Endpoint | ((input: Input) => Promise<Result>),
  options: WriteOptions<Result, Input> = {},
): UseMutationResult<Result, ApiError, Input> {
  const client = useAppQueryClient();
  // The API's client loads with an endpoint's first write: a page whose writes are all functions
  // (calling callLazily) does not download it to show itself.
  const write =
    typeof target === 'function'
      ? target
      : async (input: Input) =>
          (await import('./use-endpoint.ts')).callEndpoint(target, input as EndpointInput<Endpoint>) as Promise<Result>;
  return useMutation(
    {
      mutationFn: (input: Input) =>
        write(input).catch((error: unknown) => {
          throw toApiError(error);
        }),
      onSuccess: async (result, input) => {
        options.onSuccess?.(result, input);
        await Promise.all(
          (options.invalidates ?? []).map((changed) => client.invalidateQueries({ queryKey: endpointKey(changed) })),
        );
      },
    },
    client,
  );
}
