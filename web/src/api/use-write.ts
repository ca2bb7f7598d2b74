import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '#contract/api/api-error.ts';
import type { Endpoint } from '#contract/api/endpoint.ts';
import { endpointKey } from './endpoint-key.ts';
import { useAppQueryClient } from './query-client.ts';
import { toApiError } from './to-api-error.ts';

/**
 * A write that is more than one endpoint's call (a passkey ceremony between two calls, a session
 * picked up after one, a delete that finds the note gone), made with callEndpoint and tracked like
 * useEndpointMutation: pending until all of `write` is done, its failure as an ApiError, and the
 * answers it changed (`invalidates`) loaded again where shown, after `onSuccess`.
 */
export function useWrite<Input = void, Result = unknown>(
  write: (input: Input) => Promise<Result>,
  options: { invalidates?: Endpoint[]; onSuccess?: (result: Result, input: Input) => void } = {},
): UseMutationResult<Result, ApiError, Input> {
  const client = useAppQueryClient();
  return useMutation(
    {
      mutationFn: (input: Input) =>
        write(input).catch((error: unknown) => {
          throw toApiError(error);
        }),
      onSuccess: async (result, input) => {
        options.onSuccess?.(result, input);
        await Promise.all((options.invalidates ?? []).map((changed) => client.invalidateQueries({ queryKey: endpointKey(changed) })));
      },
    },
    client,
  );
}
