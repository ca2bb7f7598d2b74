import http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import type { CompletionRequest } from '../../server/ai/ai-provider.ts';

/**
 * What a fake model server does with each request: answer normally, break the connection after two
 * chunks of a completion, never answer, or answer an error.
 */
export type FakeBehaviour = 'answer' | 'break' | 'hang' | 'fail';

/** One request as a fake model server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or undefined if it had none. */
  body: unknown;
  /** Resolves when the exchange is over: answered, or the client went away. */
  closed: Promise<void>;
}

/** What every fake model server offers the test. */
export interface FakeModelServer {
  /** The base URL to point the provider at. */
  url: string;
  requests: RecordedRequest[];
  /** The model names it lists. */
  models: string[];
  /** The pieces a completion streams. */
  chunks: string[];
  behaviour: FakeBehaviour;
  close(): Promise<void>;
}

/** Lets a fake answer one HTTP/1.1 request; `state` holds the test's current settings. */
export type FakeHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  recorded: RecordedRequest,
  state: FakeModelServer,
) => Promise<void>;

/** Starts an HTTP/1.1 fake on 127.0.0.1 at `port` (a free one by default) that records each request and hands it to `handle`. */
export async function startFakeHttp(handle: FakeHandler, urlPath = '', port = 0): Promise<FakeModelServer> {
  const sockets = new Set<Socket>();
  const state: FakeModelServer = {
    url: '',
    requests: [],
    models: [],
    chunks: [],
    behaviour: 'answer',
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    void recordRequest(request, response).then((recorded) => {
      state.requests.push(recorded);
      if (state.behaviour === 'hang') return;
      return handle(request, response, recorded, state);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${urlPath}`;
  return state;
}

async function recordRequest(request: IncomingMessage, response: ServerResponse): Promise<RecordedRequest> {
  const closed = new Promise<void>((resolve) => response.once('close', resolve));
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return {
    method: request.method ?? '',
    path: request.url ?? '',
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
    closed,
  };
}

/** Writes `lines` one by one with a short pause, as a model writes; with 'break', destroys the socket after `breakAfter`. */
export async function writeSlowly(
  response: ServerResponse,
  lines: string[],
  behaviour: FakeBehaviour,
  breakAfter = 2,
): Promise<void> {
  for (const [index, line] of lines.entries()) {
    if (behaviour === 'break' && index === breakAfter) {
      await pause(20);
      response.socket?.destroy();
      return;
    }
    response.write(line);
    await pause(5);
  }
  response.end();
}

/** Answers `value` as JSON. */
export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(value));
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves after `ms`. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A completion request for provider tests: a system and a user message, and the initial roast of Brenda. */
export function completionRequest(overrides: Partial<CompletionRequest> = {}): CompletionRequest {
  return {
    model: 'test-model',
    messages: [
      { role: 'system', content: 'You are the roast writer of Nemesis Day.' },
      { role: 'user', content: 'Roast Brenda, 41, accountant.' },
    ],
    settings: { temperature: 0.7, topP: 0.9, maxTokens: 300 },
    roast: { stage: 'initial-roast', nemesisName: 'Brenda', nemesisAge: 41, nemesisOccupation: 'accountant' },
    signal: new AbortController().signal,
    streamed: true,
    ...overrides,
  };
}

/** Reads a stream to its end, keeping the pieces in `into` as they come (so a test can see them after a failure). */
export async function collect(stream: AsyncIterable<string>, into: string[] = []): Promise<string[]> {
  for await (const piece of stream) into.push(piece);
  return into;
}

/** `promise`, or a rejection if it has not settled within `ms`. */
export function settlesWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Did not settle within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
