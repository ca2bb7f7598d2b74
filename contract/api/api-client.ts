import { createParser } from 'eventsource-parser';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { roastStreamEvent } from '../notes/note-schemas.ts';
import type { RoastStreamEvent } from '../notes/note-schemas.ts';
import type { Endpoint } from './endpoint.ts';
import { retryPolicies, withRetry } from './retry-policy.ts';
import { routeUrl } from './route-url.ts';
import type { RouteInputs } from './route-url.ts';

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

  async function callOnce<E extends Endpoint>(endpoint: E, call: CallOptions<E>): Promise<z.infer<E['response']>> {
    const headers: Record<string, string> = { ...baseHeaders };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchFn(baseUrl + routeUrl(endpoint, call), {
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
   * Calls a generation endpoint as Server-Sent Events: `onDelta` gets each piece of text as the model
   * writes it; resolves with the whole roast. Retries like `call` only while nothing has arrived yet.
   */
  function streamRoast<E extends Endpoint>(endpoint: E, call: CallOptions<E> & { onDelta: (text: string) => void }): Promise<string> {
    let received = false;
    return withRetry(
      retryPolicies[endpoint.retry],
      async () => {
        let response: Response;
        try {
          response = await fetchFn(baseUrl + routeUrl(endpoint, call), {
            method: endpoint.method,
            headers: { ...baseHeaders, Accept: 'text/event-stream', 'Content-Type': 'application/json' },
            body: JSON.stringify(call.body),
            credentials: 'same-origin',
            signal: call.signal,
          });
        } catch (cause) {
          if (call.signal?.aborted) throw cause;
          throw ApiError.network(cause);
        }
        if (!response.ok || !response.body) throw ApiError.fromResponse(response.status, await readJson(response), response.headers.get('Retry-After'));
        for await (const event of readEvents(response.body)) {
          if (event.event === 'delta') {
            received = true;
            call.onDelta(event.data.text);
          } else if (event.event === 'done') {
            return event.data.roast;
          } else {
            throw ApiError.fromResponse(502, event.data);
          }
        }
        throw ApiError.network(new Error('The stream ended early'));
      },
      (error) => worthRetrying(error, endpoint) && !received && !call.signal?.aborted,
      options.sleep,
    );
  }

  return { call, streamRoast };
}

/** The client createApiClient returns. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** A retryable failure, unless the server asked for a longer wait than the endpoint's policy would make. */
function worthRetrying(error: unknown, endpoint: Endpoint): boolean {
  if (!(error instanceof ApiError) || !error.retryable) return false;
  return error.retryAfterSeconds === undefined || error.retryAfterSeconds * 1000 <= retryPolicies[endpoint.retry].maxDelayMs;
}

/** Parses a Server-Sent Events body into roast stream events (unknown or malformed events are skipped). */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<RoastStreamEvent> {
  const parsed: RoastStreamEvent[] = [];
  const parser = createParser({
    onEvent({ event, data }) {
      const roastEvent = roastStreamEvent.safeParse({ event, data: safeParse(data) });
      if (roastEvent.success) parsed.push(roastEvent.data);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* parsed.splice(0);
    }
  } finally {
    reader.releaseLock();
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
