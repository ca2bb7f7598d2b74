import { createParser } from 'eventsource-parser';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import type { Endpoint } from './endpoint.ts';
import { retryPolicies, withRetry } from './retry-policy.ts';
import { routeUrl } from './route-url.ts';
import type { RouteInputs } from './route-url.ts';
import type { EventEndpoint, EventOf, StreamEvent } from './stream-event.ts';

/** What a client needs: where the server is, how to fetch, and (for tests and scripts) headers and a sleep. */
export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  headers?: Record<string, string>;
  sleep?: (ms: number) => Promise<void>;
}

/** Options of one call: JSON body, path parameters and query, each typed by the endpoint's schema, and an abort signal. */
export interface CallOptions<E extends Endpoint = Endpoint> extends RouteInputs<E> {
  body?: InputOf<E['body']>;
  signal?: AbortSignal;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/**
 * The typed fetch client used by the web app and the CLI. Every call parses the answer with the
 * endpoint's schema and retries retryable failures with the endpoint's policy. Throws ApiError.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseHeaders = { 'X-Requested-With': 'fetch', Accept: 'application/json', ...options.headers };

  /** Sends one request of an endpoint, accepting `accept`; a request that gets no answer throws ApiError.network (an abort as it came). */
  async function send<E extends Endpoint>(endpoint: E, call: CallOptions<E>, accept: string): Promise<Response> {
    const headers: Record<string, string> = { ...baseHeaders, Accept: accept };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await fetchFn(baseUrl + routeUrl(endpoint, call), {
        method: endpoint.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        credentials: 'same-origin',
        signal: call.signal,
      });
    } catch (cause) {
      if (call.signal?.aborted) throw cause;
      throw ApiError.network(cause);
    }
  }

  async function callOnce<E extends Endpoint>(endpoint: E, call: CallOptions<E>): Promise<z.infer<E['response']>> {
    const response = await send(endpoint, call, 'application/json');
    const body = await readJson(response);
    if (!response.ok) throw ApiError.fromResponse(response.status, body, response.headers.get('Retry-After'));
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) throw ApiError.fromResponse(response.status, undefined);
    return parsed.data as z.infer<E['response']>;
  }

  /** Calls an endpoint with its retry policy; resolves with its parsed answer, or throws ApiError. */
  function call<E extends Endpoint>(endpoint: E, call: CallOptions<E> = {}): Promise<z.infer<E['response']>> {
    return withRetry(
      retryPolicies[endpoint.retry],
      () => callOnce(endpoint, call),
      (error) => worthRetrying(error, endpoint) && !call.signal?.aborted,
      options.sleep,
    );
  }

  /**
   * Calls an endpoint as Server-Sent Events and yields each event it declares, checked by its `events`
   * schema. Throws ApiError for a failed request, an `error` event, an event the endpoint does not
   * declare, or a stream that ends before its first event. Retries like `call` only while no event
   * has arrived yet. Leaving the loop early closes the stream.
   */
  async function* stream<E extends EventEndpoint>(
    endpoint: E,
    call: CallOptions<E> = {},
  ): AsyncGenerator<EventOf<E>, void, undefined> {
    const { events, first } = await withRetry(
      retryPolicies[endpoint.retry],
      async () => {
        const response = await send(endpoint, call, 'text/event-stream');
        if (!response.ok || !response.body)
          throw ApiError.fromResponse(response.status, await readJson(response), response.headers.get('Retry-After'));
        const events = readEvents<E['events']>(response.body, endpoint.events, response.status);
        const first = await events.next();
        if (first.done) throw ApiError.network(new Error('The stream ended before its first event'));
        return { events, first: first.value };
      },
      (error) => worthRetrying(error, endpoint) && !call.signal?.aborted,
      options.sleep,
    );
    try {
      yield first;
      yield* events;
    } finally {
      await events.return(undefined);
    }
  }

  return { call, stream };
}

/** The client createApiClient returns. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** A retryable failure, unless the server asked for a longer wait than the endpoint's policy would make. */
function worthRetrying(error: unknown, endpoint: Endpoint): boolean {
  if (!(error instanceof ApiError) || !error.retryable) return false;
  return (
    error.retryAfterSeconds === undefined || error.retryAfterSeconds * 1000 <= retryPolicies[endpoint.retry].maxDelayMs
  );
}

/**
 * Parses a Server-Sent Events body into the events `schema` declares: an `error` event throws its
 * error, any other event `schema` refuses throws an invalid response. Closes the body when left.
 */
async function* readEvents<S extends z.ZodType<StreamEvent>>(
  body: ReadableStream<Uint8Array>,
  schema: S,
  status: number,
): AsyncGenerator<z.infer<S>> {
  const received: unknown[] = [];
  const parser = createParser({ onEvent: ({ event, data }) => received.push({ event, data: safeParse(data) }) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      for (const raw of received.splice(0)) {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) throw ApiError.fromResponse(status, undefined);
        if (parsed.data.event === 'error') throw ApiError.fromResponse(502, parsed.data.data);
        yield parsed.data;
      }
    }
  } finally {
    // Cancelling a finished body does nothing; one still open is closed, so the server stops writing.
    await reader.cancel().catch(() => {});
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return response.ok ? null : undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
