import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { crc32 } from 'node:zlib';
import { pause, sendJson } from './fake-model-server.ts';
import type { FakeModelServer, RecordedRequest } from './fake-model-server.ts';

/**
 * A fake AWS Bedrock on one port, as both SDK clients reach it: the control plane over HTTP/1.1
 * (GET /foundation-models lists `models` as streaming, plus one that cannot stream), and the runtime
 * over cleartext HTTP/2 (POST /model/{id}/converse-stream answers `chunks` in AWS event-stream framing).
 * It checks no signatures.
 */
export async function startFakeBedrock(): Promise<FakeModelServer> {
  const sockets = new Set<Socket>();
  const state: FakeModelServer = {
    url: '',
    requests: [],
    models: [],
    chunks: [],
    behaviour: 'answer',
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
    },
  };

  const control = http.createServer((request, response) => {
    const closed = new Promise<void>((resolve) => response.once('close', resolve));
    state.requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: undefined, closed });
    request.resume();
    if (state.behaviour === 'hang') return;
    if (state.behaviour === 'break') return void response.socket?.destroy();
    if (state.behaviour === 'fail') {
      return sendJson(response, 403, { message: 'You do not have access to this operation.' }, { 'x-amzn-errortype': 'AccessDeniedException' });
    }
    if (request.method === 'GET' && request.url?.startsWith('/foundation-models')) {
      const summary = (modelId: string, responseStreamingSupported: boolean) => ({
        modelArn: `arn:aws:bedrock:us-east-1::foundation-model/${modelId}`,
        modelId,
        modelName: modelId,
        providerName: 'Fake',
        inputModalities: ['TEXT'],
        outputModalities: ['TEXT'],
        responseStreamingSupported,
        customizationsSupported: [],
        inferenceTypesSupported: ['ON_DEMAND'],
        modelLifecycle: { status: 'ACTIVE' },
      });
      return sendJson(response, 200, { modelSummaries: [...state.models.map((id) => summary(id, true)), summary('fake.no-streaming-v1', false)] });
    }
    sendJson(response, 404, { message: 'Not found' }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
  });

  const runtime = http2.createServer();
  runtime.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    const recorded: RecordedRequest = {
      method: String(headers[':method']),
      path: String(headers[':path']),
      headers,
      body: undefined,
      closed: new Promise<void>((resolve) => stream.once('close', resolve)),
    };
    state.requests.push(recorded);
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      recorded.body = text ? JSON.parse(text) : undefined;
      if (state.behaviour === 'hang') return;
      if (state.behaviour === 'fail') {
        stream.respond({ ':status': 400, 'content-type': 'application/json', 'x-amzn-errortype': 'ValidationException' });
        return void stream.end(JSON.stringify({ message: 'The provided model identifier is invalid.' }));
      }
      void answerConverseStream(stream, state);
    });
  });

  // Both clients use one endpoint; the HTTP/2 client preface starts with "PRI", anything else is HTTP/1.1.
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      (first.subarray(0, 3).toString() === 'PRI' ? runtime : control).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  return state;
}

async function answerConverseStream(stream: http2.ServerHttp2Stream, state: FakeModelServer): Promise<void> {
  stream.respond({ ':status': 200, 'content-type': 'application/vnd.amazon.eventstream', 'x-amzn-requestid': 'fake-request-1' });
  const events = [
    event('messageStart', { role: 'assistant' }),
    ...state.chunks.map((text) => event('contentBlockDelta', { contentBlockIndex: 0, delta: { text } })),
    event('contentBlockStop', { contentBlockIndex: 0 }),
    event('messageStop', { stopReason: 'end_turn' }),
    event('metadata', { usage: { inputTokens: 42, outputTokens: state.chunks.length, totalTokens: 42 + state.chunks.length }, metrics: { latencyMs: 120 } }),
  ];
  for (const [index, message] of events.entries()) {
    if (stream.destroyed) return;
    // After messageStart and two pieces of text.
    if (state.behaviour === 'break' && index === 3) {
      await pause(20);
      return void stream.session?.destroy();
    }
    stream.write(message);
    await pause(5);
  }
  stream.end();
}

/**
 * One message of the AWS event stream encoding: total length, headers length and a CRC of those
 * (the prelude), then string headers, the JSON payload, and a CRC of everything before it.
 */
function event(eventType: string, payload: object): Buffer {
  const headers = Buffer.concat(
    Object.entries({ ':event-type': eventType, ':content-type': 'application/json', ':message-type': 'event' }).map(([name, value]) => {
      const nameBytes = Buffer.from(name);
      const valueBytes = Buffer.from(value);
      const header = Buffer.alloc(1 + nameBytes.length + 1 + 2 + valueBytes.length);
      header.writeUInt8(nameBytes.length, 0);
      nameBytes.copy(header, 1);
      header.writeUInt8(7, 1 + nameBytes.length); // 7: a string value
      header.writeUInt16BE(valueBytes.length, 2 + nameBytes.length);
      valueBytes.copy(header, 4 + nameBytes.length);
      return header;
    }),
  );
  const body = Buffer.from(JSON.stringify(payload));
  const total = 12 + headers.length + body.length + 4;
  const message = Buffer.alloc(total);
  message.writeUInt32BE(total, 0);
  message.writeUInt32BE(headers.length, 4);
  message.writeUInt32BE(crc32(message.subarray(0, 8)), 8);
  headers.copy(message, 12);
  body.copy(message, 12 + headers.length);
  message.writeUInt32BE(crc32(message.subarray(0, total - 4)), total - 4);
  return message;
}
