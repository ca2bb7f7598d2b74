import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiError } from '#contract/api/api-error.ts';
import type { Endpoint } from '#contract/api/endpoint.ts';
import { api } from './api-client.ts';
import { endpointKey } from './endpoint-key.ts';
import type { EndpointInput } from './endpoint-key.ts';
import { useAppQueryClient } from './query-client.ts';
import { toApiError } from './to-api-error.ts';

/** An endpoint's parsed answer. */
export type AnswerOf<E extends Endpoint> = z.infer<E['response']>;

/** Options of a query beside its key and function (when it runs, how its data is picked). */
export type EndpointQueryOptions<E extends Endpoint, T> = Omit<
  UseQueryOptions<AnswerOf<E>, ApiError, T>,
  'queryKey' | 'queryFn'
>;

/** Calls an endpoint; any failure comes out as an ApiError. */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> = {},
  signal?: AbortSignal,
): Promise<AnswerOf<E>> {
  return api.call(endpoint, { ...input, signal }).catch((error: unknown) => {
    throw toApiError(error);
  });
}

/** An endpoint's answer for these inputs as a query (its key `endpointKey(endpoint, input)` and its fetcher), for a loader or a component. */
export const endpointQuery = <E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {}) =>
  queryOptions<AnswerOf<E>, ApiError>({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, signal),
  });

/** An endpoint's answer for these inputs (endpointQuery), loaded when first shown and kept in the app's cache; a component leaving aborts the call. */
export function useEndpoint<E extends Endpoint, T = AnswerOf<E>>(
  endpoint: E,
  input: EndpointInput<E> = {},
  options: EndpointQueryOptions<E, T> = {},
): UseQueryResult<T, ApiError> {
  const { queryKey, queryFn } = endpointQuery(endpoint, input);
  return useQuery({ queryKey, queryFn, ...options }, useAppQueryClient());
}
