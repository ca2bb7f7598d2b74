import http from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminEndpoints, isAdminApiPath } from '#contract/admin/admin-endpoints.ts';
import type { Endpoint } from '#contract/api/endpoint.ts';
import { endpoints } from '#contract/endpoints.ts';
import { noteCardRoute } from '#contract/notes/note-endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { catchLog } from '../support/log-catcher.ts';
import { testEngines } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

// Every endpoint of the contract gets a battery of malformed requests (bodies that cannot be decoded
// or parsed, encodings the server does not take, wrong types for every field, hostile path parameters
// and query strings) from an anonymous caller, a caller without the CSRF headers, a signed-in user and
// an admin. None may answer 5xx, every refusal is the API's error body, and nothing is logged at error
// level: a client's bad request is the client's error, never the server's.

/** One request exactly as sent: node:http rather than fetch, so '..' stays in the path and a GET can carry a body. */
interface Probe {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Refused before any handler runs (so safe to send to sign-out and account deletion as a signed-in caller). */
  refusedEarly?: boolean;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const json = { 'Content-Type': 'application/json' };
const someJson = '{"email":"someone@example.test","password":"correct horse battery","name":"x"}';

/** Bodies no endpoint can take, whatever it expects: each is refused by the body parser. */
const undecodableBodies: Omit<Probe, 'method' | 'path'>[] = [
  { label: 'gzip claimed, plain text sent', headers: { ...json, 'Content-Encoding': 'gzip' }, body: someJson },
  {
    label: 'deflate claimed, garbage sent',
    headers: { ...json, 'Content-Encoding': 'deflate' },
    body: 'not deflate at all',
  },
  {
    label: 'br claimed, garbage sent',
    headers: { ...json, 'Content-Encoding': 'br' },
    body: Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x01]),
  },
  {
    label: 'truncated gzip',
    headers: { ...json, 'Content-Encoding': 'gzip' },
    body: gzipSync(someJson).subarray(0, 20),
  },
  { label: 'gzip of bad JSON', headers: { ...json, 'Content-Encoding': 'gzip' }, body: gzipSync('{"email":') },
  {
    label: 'gzip bomb',
    headers: { ...json, 'Content-Encoding': 'gzip' },
    body: gzipSync(`{"a":"${'x'.repeat(2_000_000)}"}`),
  },
  { label: 'unknown encoding zstd', headers: { ...json, 'Content-Encoding': 'zstd' }, body: someJson },
  { label: 'unknown encoding foo', headers: { ...json, 'Content-Encoding': 'foo' }, body: someJson },
  {
    label: 'two encodings',
    headers: { ...json, 'Content-Encoding': 'gzip, br' },
    body: brotliCompressSync(gzipSync(someJson)),
  },
  { label: 'invalid JSON', headers: json, body: '{"email":' },
  { label: 'single-quoted JSON', headers: json, body: "{'email':'x'}" },
  { label: 'JSON string', headers: json, body: '"x"' },
  { label: 'JSON null', headers: json, body: 'null' },
  { label: 'JSON number out of range', headers: json, body: '1e999' },
  { label: 'prototype pollution', headers: json, body: '{"__proto__":{"isAdmin":true}}' },
  { label: 'NUL byte in JSON', headers: json, body: Buffer.from('{"email":"a\u0000b"}') },
  { label: 'body too large', headers: json, body: `{"a":"${'x'.repeat(70_000)}"}` },
];

/** Bodies the parser reads (or leaves aside) that a handler must still refuse or ignore without failing. */
const oddBodies: Omit<Probe, 'method' | 'path'>[] = [
  { label: 'gzip of JSON', headers: { ...json, 'Content-Encoding': 'gzip' }, body: gzipSync(someJson) },
  { label: 'deflate of JSON', headers: { ...json, 'Content-Encoding': 'deflate' }, body: deflateSync(someJson) },
  { label: 'br of JSON', headers: { ...json, 'Content-Encoding': 'br' }, body: brotliCompressSync(someJson) },
  { label: 'upper-case GZIP', headers: { ...json, 'Content-Encoding': 'GZIP' }, body: gzipSync(someJson) },
  { label: 'identity encoding', headers: { ...json, 'Content-Encoding': 'identity' }, body: someJson },
  {
    label: 'invalid UTF-8',
    headers: json,
    body: Buffer.from([0x7b, 0x22, 0x61, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
  },
  { label: 'JSON array', headers: json, body: '[]' },
  { label: 'empty JSON body', headers: json, body: '' },
  { label: 'deeply nested arrays', headers: json, body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { label: 'deeply nested objects', headers: json, body: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` },
  { label: 'text/plain', headers: { 'Content-Type': 'text/plain' }, body: someJson },
  {
    label: 'form encoded',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'email=a&password=b',
  },
  {
    label: 'multipart garbage',
    headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nnonsense',
  },
  { label: 'no Content-Type', body: someJson },
  { label: 'garbled Content-Type', headers: { 'Content-Type': 'application/json;;;=' }, body: someJson },
  { label: 'charset latin-9', headers: { 'Content-Type': 'application/json; charset=latin-9' }, body: someJson },
  { label: 'charset utf-16', headers: { 'Content-Type': 'application/json; charset=utf-16' }, body: someJson },
];

/** Values of the wrong type, or of the right type and hostile, for a body field. */
const wrongValues: unknown[] = [
  12345,
  -1,
  1e308,
  true,
  null,
  [],
  { $gt: '' },
  '',
  'x\u0000y',
  '\u0000'.repeat(12),
  '\ud800\udfff\ud800',
  '\u202e'.repeat(20),
  'x'.repeat(10_000),
  ['a', 'b'],
];

/** Path parameters no endpoint should choke on. */
const badParams = [
  '..',
  '.',
  '%2e%2e',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%ZZ',
  '%FF%FE',
  '%ED%A0%80',
  '%F0%9F%92%A9',
  '%20',
  '-1',
  '0',
  '1e999',
  '99999999999999999999999999',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  "'%20OR%201=1--",
  'x'.repeat(10_000),
];

/** Query strings any endpoint may be sent. */
const badQueries = [
  '%ZZ&=&&&',
  'a=%E0%A4%A',
  '__proto__[x]=1&constructor=1&a[b][c]=1',
  `x=${'y'.repeat(10_000)}`,
  'a=1&'.repeat(1000),
];

/** Values for a query parameter the endpoint declares. */
const badQueryValues = [
  '%ZZ',
  '%00',
  '',
  '-1',
  '0',
  '1.5',
  '1e999',
  'NaN',
  'true',
  '%F0%9F%92%A9',
  '%ED%A0%80',
  '9'.repeat(400),
  'x'.repeat(10_000),
];

const fieldsOf = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);
const fill = (path: string, value: (name: string) => string) =>
  path.replace(/:(\w+)/g, (_, name: string) => value(name));

/** The battery for one endpoint. */
function probesFor(endpoint: Endpoint): Probe[] {
  const { method } = endpoint;
  const path = fill(endpoint.path, () => 'abcde');
  const probes: Probe[] = [];
  // The body parser reads POST and PUT bodies only; a GET or DELETE gets a few to show they are left unread.
  const reads = method === 'POST' || method === 'PUT';
  for (const body of reads ? undecodableBodies : undecodableBodies.slice(0, 1))
    probes.push({ ...body, method, path, refusedEarly: reads });
  for (const body of reads ? oddBodies : oddBodies.slice(0, 1)) probes.push({ ...body, method, path });
  const fields = fieldsOf(endpoint.body);
  // Every field at once, so a value a field's schema lets through reaches the service (one field alone fails on the others' absence).
  if (fields.length) {
    for (const value of wrongValues)
      probes.push({
        label: `every field ${JSON.stringify(value).slice(0, 20)}`,
        method,
        path,
        headers: json,
        body: JSON.stringify(Object.fromEntries(fields.map((field) => [field, value]))),
      });
  }
  for (const name of fieldsOf(endpoint.params)) {
    for (const value of badParams)
      probes.push({
        label: `:${name} = ${value.slice(0, 20)}`,
        method,
        path: fill(endpoint.path, (other) => (other === name ? value : 'abcde')),
      });
  }
  for (const query of badQueries)
    probes.push({ label: `query ${query.slice(0, 20)}`, method, path: `${path}?${query}` });
  const keys = fieldsOf(endpoint.query);
  for (const value of badQueryValues) {
    for (const key of keys)
      probes.push({ label: `query ${key}=${value.slice(0, 20)}`, method, path: `${path}?${key}=${value}` });
    // Together, but short enough that the URL stays under Node's 16 kB header limit.
    if (keys.length > 1 && value.length < 1000)
      probes.push({
        label: `every query key ${value.slice(0, 20)}`,
        method,
        path: `${path}?${keys.map((key) => `${key}=${value}`).join('&')}`,
      });
  }
  for (const key of keys) {
    probes.push({ label: `query ${key} twice`, method, path: `${path}?${key}=1&${key}=2` });
    probes.push({ label: `query ${key}[]`, method, path: `${path}?${key}[]=1` });
    probes.push({ label: `query ${key}[x]`, method, path: `${path}?${key}[x]=1` });
  }
  return probes;
}

/** Sends one probe over a kept-alive connection and reads the whole answer. */
function send(base: URL, agent: http.Agent, probe: Probe, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = probe.body === undefined ? undefined : Buffer.from(probe.body);
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: probe.method,
        path: probe.path,
        agent,
        headers: { ...headers, ...probe.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** What is wrong with an answer, or undefined when it is a proper one. */
function faultOf(answer: Answer, probe: Probe): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType.startsWith('application/json'))
    return `answered ${answer.status} as ${answer.contentType || 'no content type'}: ${answer.text.slice(0, 100)}`;
  const body = z
    .object({
      error: z.string().min(1),
      message: z.string().min(1),
      timestamp: z.iso.datetime(),
      path: z.literal(probe.path.split('?')[0]!),
    })
    .strict()
    .safeParse(JSON.parse(answer.text));
  return body.success ? undefined : `answered ${answer.status} without the error body: ${answer.text.slice(0, 200)}`;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Faults grouped by caller, method, probe and answer (the path left out), so one cause is one line. */
function grouped(faults: string[]): string[] {
  const groups = new Map<string, { count: number; example: string }>();
  for (const fault of faults) {
    const key = fault.replace(/ \/api\S*/, '').replace(/,"timestamp":"[^"]*","path":"[^"]*"/, '');
    const group = groups.get(key) ?? { count: 0, example: fault };
    group.count++;
    groups.set(key, group);
  }
  return [...groups].map(
    ([key, { count, example }]) => `${count}x ${key.slice(0, 300)} (e.g. ${example.slice(0, 160)})`,
  );
}

/** A log entry in short: its message, the error's message and stack, and the request it was about. */
function brief(logged: Record<string, unknown>): string {
  const entry = logged as { msg?: string; err?: { message?: string; stack?: string }; method?: string; path?: string };
  return `${entry.msg}: ${entry.err?.message ?? ''} ${entry.method ?? ''} ${entry.path?.slice(0, 80) ?? ''}\n${entry.err?.stack?.slice(0, 600) ?? ''}`;
}

// The note's preview card is a contract path without an endpoint entry (an image, not JSON).
const noteCard: Endpoint = { ...noteCardRoute, response: z.unknown(), retry: 'default' };
const everyEndpoint: Endpoint[] = [...Object.values(endpoints), ...Object.values(adminEndpoints), noteCard];
const adminOnly = (endpoint: Endpoint) => isAdminApiPath(endpoint.path);
// After these a signed-in caller is one no longer: each gets only what is refused before its handler, and last.
const sessionEnding = new Set<Endpoint>([endpoints.signOut, endpoints.deleteAccount]);

interface Caller {
  name: string;
  headers: Record<string, string>;
  endpoints: Endpoint[];
  probes: (endpoint: Endpoint) => Probe[];
}

for (const { engine, available } of testEngines) {
  describe.skipIf(!available)(`malformed requests (${engine})`, () => {
    const log = catchLog('error');
    const parts = useAccountTestServer(engine, available, adminEnv('fuzz'), log.logger);
    let clients: AdminClients;
    beforeAll(async () => {
      clients = await adminClients(parts, 'fuzz');
    }, 60_000);

    it('covers every endpoint of the contract', () => {
      expect(everyEndpoint.length).toBe(Object.keys(endpoints).length + Object.keys(adminEndpoints).length + 1);
      expect(new Set(everyEndpoint.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).size).toBe(
        everyEndpoint.length,
      );
    });

    it('answers every malformed request with a 4xx error body, and logs no error', async () => {
      const base = new URL(parts.server.url);
      const browser = { Origin: base.origin, 'X-Requested-With': 'fetch', Accept: 'application/json' };
      const callers: Caller[] = [
        { name: 'anonymous', headers: browser, endpoints: everyEndpoint, probes: probesFor },
        // Bodies are read before the CSRF guard refuses a write without its headers.
        {
          name: 'no CSRF headers',
          headers: { Accept: 'application/json' },
          endpoints: everyEndpoint.filter((endpoint) => endpoint.method !== 'GET'),
          probes: (endpoint) => probesFor(endpoint).filter((probe) => probe.refusedEarly),
        },
        // Each signed-in caller where it gets past authorisation; an admin endpoint refuses a user before anything else.
        {
          name: 'user',
          headers: { ...browser, Cookie: clients.user.cookieHeader() },
          endpoints: everyEndpoint.filter((endpoint) => !adminOnly(endpoint)),
          probes: probesFor,
        },
        {
          name: 'admin',
          headers: { ...browser, Cookie: clients.admin.cookieHeader() },
          endpoints: everyEndpoint.filter(adminOnly),
          probes: probesFor,
        },
      ];
      const faults: string[] = [];
      const tally = new Map<string, { sent: number; handled: number; limited: number }>(
        callers.map((caller) => [caller.name, { sent: 0, handled: 0, limited: 0 }]),
      );
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const run = async (caller: Caller, endpoint: Endpoint) => {
        const signedIn = 'Cookie' in caller.headers;
        // One endpoint's probes one after another: the battery is about malformed requests, not races between them.
        for (const probe of caller.probes(endpoint)) {
          if (signedIn && sessionEnding.has(endpoint) && !probe.refusedEarly) continue;
          const answer = await send(base, agent, probe, caller.headers);
          const counts = tally.get(caller.name)!;
          counts.sent++;
          if (answer.status < 300) counts.handled++;
          if (answer.status === 429) counts.limited++;
          const fault = faultOf(answer, probe);
          if (fault)
            faults.push(`${caller.name} ${probe.method} ${probe.path.slice(0, 120)} (${probe.label}): ${fault}`);
        }
      };
      try {
        for (const caller of callers) {
          await eachLimited(
            caller.endpoints.filter((endpoint) => !sessionEnding.has(endpoint)),
            4,
            (endpoint) => run(caller, endpoint),
          );
          await eachLimited(
            caller.endpoints.filter((endpoint) => sessionEnding.has(endpoint)),
            4,
            (endpoint) => run(caller, endpoint),
          );
        }
      } finally {
        agent.destroy();
      }
      expect(grouped(faults)).toEqual([]);
      expect(log.entries().map(brief)).toEqual([]);
      // The battery reached the handlers: few were stopped by a rate limit, and the signed-in callers stayed signed in.
      for (const [name, counts] of tally) expect(counts.limited, name).toBeLessThan(counts.sent / 20);
      expect(tally.get('user')!.handled).toBeGreaterThan(50);
      expect(tally.get('admin')!.handled).toBeGreaterThan(50);
    }, 300_000);
  });
}

describe('a body the server cannot read', () => {
  const log = catchLog('error');
  let server: TestServer;
  const agent = new http.Agent({ keepAlive: true });
  beforeAll(async () => {
    server = await startTestServer({ logger: log.logger });
  });
  afterAll(async () => {
    agent.destroy();
    await server.close();
  });

  // Starting a device login takes a small JSON body and answers it without a password hash: a cheap way to see a body was read.
  const deviceStart = async (
    headers: Record<string, string>,
    body: string | Buffer,
    path: string = endpoints.deviceStart.path,
  ) => {
    const base = new URL(server.url);
    const answer = await send(
      base,
      agent,
      { label: '', method: 'POST', path, headers, body },
      { Origin: base.origin, 'X-Requested-With': 'fetch' },
    );
    return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
  };
  const deviceBody = JSON.stringify({ clientName: 'malformed-requests test' });

  it.each([
    ['gzip', gzipSync(deviceBody)],
    ['deflate', deflateSync(deviceBody)],
    ['br', brotliCompressSync(deviceBody)],
    ['GZIP', gzipSync(deviceBody)],
    ['x-gzip', gzipSync(deviceBody)],
    ['identity', deviceBody],
  ])('reads a body encoded %s', async (coding, body) => {
    const answer = await deviceStart({ ...json, 'Content-Encoding': coding }, body);
    expect(answer).toMatchObject({ status: 200, body: { userCode: expect.any(String) } });
  });

  it.each([
    ['gzip', Buffer.from(deviceBody)],
    ['deflate', Buffer.from('not deflate at all')],
    ['br', Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x01])],
    ['gzip', gzipSync(deviceBody).subarray(0, 20)],
  ])('answers a body that is not the %s it claims 400 INVALID_INPUT', async (coding, body) => {
    const answer = await deviceStart({ ...json, 'Content-Encoding': coding }, body);
    expect(answer).toEqual({
      status: 400,
      body: {
        error: 'INVALID_INPUT',
        message: 'The request body could not be decoded',
        timestamp: expect.any(String),
        path: endpoints.deviceStart.path,
      },
    });
  });

  it.each(['zstd', 'foo', 'gzip, br'])('answers Content-Encoding %s 415 UNSUPPORTED_MEDIA_TYPE', async (coding) => {
    const answer = await deviceStart({ ...json, 'Content-Encoding': coding }, deviceBody);
    expect(answer).toMatchObject({
      status: 415,
      body: {
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This Content-Encoding is not supported: use gzip, deflate, br or none',
      },
    });
  });

  it.each(['{"clientName":', '"x"', 'null', '1e999', "{'clientName':'x'}"])(
    'answers %s 400 as JSON it cannot take',
    async (body) => {
      const answer = await deviceStart(json, body);
      expect(answer).toMatchObject({
        status: 400,
        body: { error: 'INVALID_INPUT', message: 'The request body is not valid JSON' },
      });
    },
  );

  it('answers a body too large once decompressed 413', async () => {
    const answer = await deviceStart(
      { ...json, 'Content-Encoding': 'gzip' },
      gzipSync(`{"clientName":"${'x'.repeat(2_000_000)}"}`),
    );
    expect(answer).toMatchObject({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses a NUL character in the body, the path or the query', async () => {
    const refused = {
      status: 400,
      body: expect.objectContaining({ error: 'INVALID_INPUT', message: 'The request must not contain NUL characters' }),
    };
    expect(await deviceStart(json, JSON.stringify({ clientName: 'a\u0000b' }))).toEqual(refused);
    expect(await deviceStart(json, JSON.stringify({ 'a\u0000b': 1, clientName: 'x' }))).toEqual(refused);
    expect(await deviceStart(json, deviceBody, `${endpoints.deviceStart.path}?x=%00`)).toEqual(refused);
    expect(await deviceStart(json, deviceBody, '/api/v1/auth/mfa/a%00b/remove')).toEqual(refused);
  });

  it('logged none of it as an error', () => {
    expect(log.entries().map(brief)).toEqual([]);
  });
});
