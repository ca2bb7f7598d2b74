import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#contract/api/api-client.ts';
import { errorMessages } from '#contract/api/error-catalogue.ts';
import { endpoints } from '#contract/endpoints.ts';

const details = { nemesisName: 'Moriarty', nemesisAge: 45, nemesisOccupation: 'Professor' };

/** What the stand-in server writes for each request, one answer per request in turn: pieces of an event stream, or an error status. */
type Answer = { pieces: string[]; keepOpen?: boolean } | { status: number };

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server on 127.0.0.1 giving `answers` in turn, each stream's pieces written one by one; answers its client and what it saw. */
async function serve(...answers: Answer[]) {
  const seen = { requests: 0, closedEarly: 0, accept: [] as (string | undefined)[] };
  server = createServer((request, response) => {
    seen.requests++;
    seen.accept.push(request.headers.accept);
    const answer = answers.shift() ?? { status: 500 };
    if ('status' in answer) {
      response
        .writeHead(answer.status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: 'Busy' }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    response.once('close', () => {
      if (!response.writableFinished) seen.closedEarly++;
    });
    const write = async () => {
      for (const piece of answer.pieces) await new Promise<void>((resolve) => response.write(piece, () => resolve()));
      if (!answer.keepOpen) response.end();
    };
    void write();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const client = createApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sleep: async () => {},
  });
  return { client, seen };
}

/** Reads a stream to its end, each event into `events`; resolves with its failure, if any. */
async function readInto(stream: AsyncIterable<unknown>, events: unknown[]): Promise<unknown> {
  try {
    for await (const event of stream) events.push(event);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the typed client’s event stream', () => {
  it('yields the events the endpoint declares, parsed, even when a piece of the body splits an event', async () => {
    const { client, seen } = await serve({
      pieces: [
        ': a comment is not an event\n\nevent: delta\ndata: {"text":"You ',
        'call that"}\n\nevent: del',
        'ta\ndata: {"text":" a plan?"}\n\n',
        'event: done\ndata: {"roast":"You call that a plan?"}\n\n',
      ],
    });
    const events: unknown[] = [];
    expect(await readInto(client.stream(endpoints.generateInitial, { body: details }), events)).toBeUndefined();
    expect(events).toEqual([
      { event: 'delta', data: { text: 'You call that' } },
      { event: 'delta', data: { text: ' a plan?' } },
      { event: 'done', data: { roast: 'You call that a plan?' } },
    ]);
    expect(seen.accept).toEqual(['text/event-stream']);
  });

  it('refuses an event the endpoint does not declare, after handing over those before it', async () => {
    const { client } = await serve({
      pieces: [
        'event: delta\ndata: {"text":"One "}\n\n',
        'event: surprise\ndata: {"text":"two"}\n\n',
        'event: done\ndata: {"roast":"One two"}\n\n',
      ],
    });
    const events: unknown[] = [];
    const error = await readInto(client.stream(endpoints.generateInitial, { body: details }), events);
    expect(events).toEqual([{ event: 'delta', data: { text: 'One ' } }]);
    expect(error).toMatchObject({ name: 'ApiError', message: errorMessages.invalidResponse });
  });

  it('refuses a declared event whose data its schema does not allow', async () => {
    const { client, seen } = await serve({
      pieces: [
        'event: delta\ndata: {"text":"Five"}\n\n',
        'event: delta\ndata: {"text":5}\n\n',
        'event: done\ndata: {"roast":"Five5"}\n\n',
      ],
    });
    const events: unknown[] = [];
    expect(await readInto(client.stream(endpoints.generateInitial, { body: details }), events)).toMatchObject({
      message: errorMessages.invalidResponse,
    });
    expect(events).toEqual([{ event: 'delta', data: { text: 'Five' } }]);
    expect(seen.requests).toBe(1);
  });

  it('throws an error event as the server’s error, and retries a failure only while no event has arrived', async () => {
    const failing = await serve(
      { status: 503 },
      {
        pieces: [
          'event: delta\ndata: {"text":"Half "}\n\n',
          'event: error\ndata: {"error":"AI_GENERATION_FAILED","message":"It broke"}\n\n',
        ],
      },
    );
    const events: unknown[] = [];
    const error = await readInto(failing.client.stream(endpoints.generateInitial, { body: details }), events);
    expect(events).toEqual([{ event: 'delta', data: { text: 'Half ' } }]);
    expect(error).toMatchObject({ code: 'AI_GENERATION_FAILED', serverMessage: 'It broke', retryable: true });
    // The 503 was tried again; the error after the first event was not.
    expect(failing.seen.requests).toBe(2);
  });

  it('closes the stream when the caller stops reading', async () => {
    const { client, seen } = await serve({ pieces: ['event: delta\ndata: {"text":"Still "}\n\n'], keepOpen: true });
    for await (const event of client.stream(endpoints.generateInitial, { body: details })) {
      expect(event).toEqual({ event: 'delta', data: { text: 'Still ' } });
      break;
    }
    await expect.poll(() => seen.closedEarly, { timeout: 10_000 }).toBe(1);
  });
});
