import { useQuery } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiError } from '#contract/api/api-error.ts';
import type { Endpoint } from '#contract/api/endpoint.ts';
import { api } from './api-client.ts';
import { endpointKey } from './endpoint-key.ts';
import type { EndpointInput } from './endpoint-key.ts';
import { useAppQueryClient } from './query-client.ts';
import { toApiError } from './to-api-error.ts';
import { useWrite } from './use-write.ts';

/** An endpoint's parsed answer. */
export type AnswerOf<E extends Endpoint> = z.infer<E['response']>;

/** Options of a query beside its key and function (when it runs, how its data is picked). */
export type EndpointQueryOptions<E extends Endpoint, T> = Omit<UseQueryOptions<AnswerOf<E>, ApiError, T>, 'queryKey' | 'queryFn'>;

/** Calls an endpoint; any failure comes out as an ApiError. */
export function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {}, signal?: AbortSignal): Promise<AnswerOf<E>> {
  return api.call(endpoint, { ...input, signal }).catch((error: unknown) => {
    throw toApiError(error);
  });
}

/**
 * An endpoint's answer for these inputs, loaded when first shown and kept in the app's cache under
 * `endpointKey(endpoint, input)`; a component leaving aborts the call.
 */
export function useEndpoint<E extends Endpoint, T = AnswerOf<E>>(endpoint: E, input: EndpointInput<E> = {}, options: EndpointQueryOptions<E, T> = {}): UseQueryResult<T, ApiError> {
  return useQuery({ queryKey: endpointKey(endpoint, input), queryFn: ({ signal }) => callEndpoint(endpoint, input, signal), ...options }, useAppQueryClient());
}

/** What a write does after it succeeded: the endpoints whose answers it changed, loaded again where shown. */
export interface EndpointMutationOptions<E extends Endpoint> {
  invalidates?: Endpoint[];
  onSuccess?: (answer: AnswerOf<E>, input: EndpointInput<E>) => void;
}

/** A write to an endpoint (`mutate(input)`): pending while it runs, its failure as an ApiError, and the answers it changes invalidated. */
export function useEndpointMutation<E extends Endpoint>(endpoint: E, options: EndpointMutationOptions<E> = {}): UseMutationResult<AnswerOf<E>, ApiError, EndpointInput<E>> {
  return useWrite((input: EndpointInput<E>) => callEndpoint(endpoint, input), options);
}
