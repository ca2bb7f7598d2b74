import http from 'node:http';
import type { ServerResponse } from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { crc32 } from 'node:zlib';
import { pause, sendJson } from './fake-model-server.ts';
import type { FakeBehaviour, FakeModelServer, RecordedRequest } from './fake-model-server.ts';

/** A fake Bedrock's settings beyond those every fake model server has. */
export interface FakeBedrock extends FakeModelServer {
  /** Streaming text models Bedrock lists as callable only through an inference profile. */
  profileOnlyModels: string[];
  /** Models that have an active system-defined cross-region inference profile, `us.<model id>`. */
  profiles: string[];
  /** How GET /inference-profiles answers while `behaviour`, which covers every request, is 'answer'. */
  profilesBehaviour: FakeBehaviour;
}

/** Bedrock may answer fewer profiles than maxResults asks for; two a page makes a caller follow nextToken. */
const profilesPerPage = 2;

/**
 * A fake AWS Bedrock on one port, as both SDK clients reach it: the control plane over HTTP/1.1
 * (GET /foundation-models lists `models` as streaming on demand, `profileOnlyModels` as streaming through
 * profiles only, one model that cannot stream and one whose only profile is inactive; GET /inference-profiles
 * pages through an active profile of the model that cannot stream, that inactive one, an application profile
 * of the first of `models`, then the `profiles`, and honours `type`), and the runtime over cleartext HTTP/2 (POST /model/{id}/converse-stream answers
 * `chunks` in AWS event-stream framing). It checks no signatures.
 */
export async function startFakeBedrock(): Promise<FakeBedrock> {
  const sockets = new Set<Socket>();
  const state: FakeBedrock = {
    url: '',
    requests: [],
    models: [],
    profileOnlyModels: [],
    profiles: [],
    chunks: [],
    behaviour: 'answer',
    profilesBehaviour: 'answer',
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
    },
  };

  const control = http.createServer((request, response) => {
    const closed = new Promise<void>((resolve) => response.once('close', resolve));
    state.requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: undefined,
      closed,
    });
    request.resume();
    const url = new URL(request.url ?? '/', 'http://bedrock');
    const isProfiles = request.method === 'GET' && url.pathname === '/inference-profiles';
    const behaviour = state.behaviour === 'answer' && isProfiles ? state.profilesBehaviour : state.behaviour;
    if (behaviour === 'hang') return;
    if (behaviour === 'break') return void response.socket?.destroy();
    if (behaviour === 'fail') {
      return sendJson(
        response,
        403,
        { message: 'You do not have access to this operation.' },
        { 'x-amzn-errortype': 'AccessDeniedException' },
      );
    }
    if (request.method === 'GET' && url.pathname === '/foundation-models') {
      const summary = (modelId: string, responseStreamingSupported: boolean, inferenceTypesSupported: string[]) => ({
        modelArn: foundationModelArn('us-east-1', modelId),
        modelId,
        modelName: modelId,
        providerName: 'Fake',
        inputModalities: ['TEXT'],
        outputModalities: ['TEXT'],
        responseStreamingSupported,
        customizationsSupported: [],
        inferenceTypesSupported,
        modelLifecycle: { status: 'ACTIVE' },
      });
      return sendJson(response, 200, {
        modelSummaries: [
          ...state.models.map((id) => summary(id, true, ['ON_DEMAND'])),
          ...state.profileOnlyModels.map((id) => summary(id, true, ['INFERENCE_PROFILE'])),
          summary('fake.no-streaming-v1', false, ['ON_DEMAND']),
          summary('fake.retired-v1', true, ['INFERENCE_PROFILE']),
        ],
      });
    }
    if (isProfiles) return answerInferenceProfiles(url, response, state);
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
        stream.respond({
          ':status': 400,
          'content-type': 'application/json',
          'x-amzn-errortype': 'ValidationException',
        });
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

/** One page of ListInferenceProfiles, its nextToken being the base64 of where the next page starts. */
function answerInferenceProfiles(url: URL, response: ServerResponse, state: FakeBedrock): void {
  const invalid = (message: string) =>
    sendJson(response, 400, { message }, { 'x-amzn-errortype': 'ValidationException' });
  const maxResults = Number(url.searchParams.get('maxResults') ?? 1000);
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 1000)
    return invalid('maxResults must be between 1 and 1000.');
  const token = url.searchParams.get('nextToken');
  const start = token === null ? 0 : Number(Buffer.from(token, 'base64').toString('utf8'));
  if (token !== null && !(Number.isInteger(start) && start > 0))
    return invalid('The provided pagination token is invalid.');
  const type = url.searchParams.get('type');
  const profiles = [
    profile('fake.no-streaming-v1', 'ACTIVE', 'SYSTEM_DEFINED'),
    profile('fake.retired-v1', 'INACTIVE', 'SYSTEM_DEFINED'),
    profile(state.models[0] ?? 'fake.no-streaming-v1', 'ACTIVE', 'APPLICATION'),
    ...state.profiles.map((modelId) => profile(modelId, 'ACTIVE', 'SYSTEM_DEFINED')),
  ].filter((summary) => type === null || summary.type === type);
  const end = start + Math.min(maxResults, profilesPerPage);
  const nextToken = end < profiles.length ? Buffer.from(String(end)).toString('base64') : undefined;
  sendJson(response, 200, { inferenceProfileSummaries: profiles.slice(start, end), nextToken });
}

/** A profile summary as Bedrock writes it; a system-defined one routes `us.<model id>` over two US regions. */
function profile(modelId: string, status: string, type: 'SYSTEM_DEFINED' | 'APPLICATION') {
  const inferenceProfileId =
    type === 'SYSTEM_DEFINED' ? `us.${modelId}` : `fakeapp-${modelId.replace(/[^a-z0-9]/g, '')}`;
  return {
    inferenceProfileName: type === 'SYSTEM_DEFINED' ? `US ${modelId}` : `Team profile for ${modelId}`,
    description: `Routes requests to ${modelId}.`,
    // The SDK reads these as date-time strings.
    createdAt: '2024-08-27T00:00:00Z',
    updatedAt: '2024-11-01T12:30:00Z',
    inferenceProfileArn: `arn:aws:bedrock:us-east-1:123456789012:${type === 'SYSTEM_DEFINED' ? 'inference-profile' : 'application-inference-profile'}/${inferenceProfileId}`,
    models:
      type === 'SYSTEM_DEFINED'
        ? ['us-east-1', 'us-west-2'].map((region) => ({ modelArn: foundationModelArn(region, modelId) }))
        : [{ modelArn: foundationModelArn('us-east-1', modelId) }],
    inferenceProfileId,
    status,
    type,
  };
}

function foundationModelArn(region: string, modelId: string): string {
  return `arn:aws:bedrock:${region}::foundation-model/${modelId}`;
}

async function answerConverseStream(stream: http2.ServerHttp2Stream, state: FakeModelServer): Promise<void> {
  stream.respond({
    ':status': 200,
    'content-type': 'application/vnd.amazon.eventstream',
    'x-amzn-requestid': 'fake-request-1',
  });
  const events = [
    event('messageStart', { role: 'assistant' }),
    ...state.chunks.map((text) => event('contentBlockDelta', { contentBlockIndex: 0, delta: { text } })),
    event('contentBlockStop', { contentBlockIndex: 0 }),
    event('messageStop', { stopReason: 'end_turn' }),
    event('metadata', {
      usage: { inputTokens: 42, outputTokens: state.chunks.length, totalTokens: 42 + state.chunks.length },
      metrics: { latencyMs: 120 },
    }),
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
    Object.entries({ ':event-type': eventType, ':content-type': 'application/json', ':message-type': 'event' }).map(
      ([name, value]) => {
        const nameBytes = Buffer.from(name);
        const valueBytes = Buffer.from(value);
        const header = Buffer.alloc(1 + nameBytes.length + 1 + 2 + valueBytes.length);
        header.writeUInt8(nameBytes.length, 0);
        nameBytes.copy(header, 1);
        header.writeUInt8(7, 1 + nameBytes.length); // 7: a string value
        header.writeUInt16BE(valueBytes.length, 2 + nameBytes.length);
        valueBytes.copy(header, 4 + nameBytes.length);
        return header;
      },
    ),
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
