// npm run bench: prints figures, asserts nothing. (1) Note reads per second and p99 latency, beside
// a bare Koa JSON route on the same machine; (2) the delay the server adds between a provider's
// token and the browser's Server-Sent Event.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { createApiClient } from '#contract/api/api-client.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { AiProvider } from '../server/ai/ai-provider.ts';
import { createAiProviders } from '../server/ai/ai-providers.ts';
import { createBuiltinProvider } from '../server/ai/builtin-provider.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { startServer } from '../server/main.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const tokens = 200;
const tokenGapMs = 5;

/** When each token left the provider, to compare with when its event reached the client. */
const tokenSentAt: number[] = [];
const timedProvider: AiProvider = {
  name: 'timed',
  listModels: async () => ['ticker'],
  async *streamCompletion({ signal }) {
    for (let i = 0; i < tokens && !signal.aborted; i++) {
      await new Promise((resolve) => setTimeout(resolve, tokenGapMs));
      tokenSentAt.push(performance.now());
      yield `t${i} `;
    }
  },
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'nemesis-bench-'));
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, OLLAMA_HOST: 'http://127.0.0.1:9', AI_MODEL: 'builtin/roastbook' });
const server = await startServer(config, {
  providers: createAiProviders(config.ai, { providers: { builtin: createBuiltinProvider({ wordDelayMs: 0 }), timed: timedProvider } }),
});
const bare = new Koa().use((ctx) => {
  ctx.body = { note: { shortUuid: 'abcde', nemesisName: 'Bench', finalRoast: 'x'.repeat(600), createdAt: new Date().toISOString() }, isAuthor: false };
});
const bareServer = bare.listen(0, '127.0.0.1');
await new Promise((resolve) => bareServer.once('listening', resolve));

try {
  const { shortUuid, cookie } = await publishNote();
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`;
  const noteUrl = `${server.url}/api/v1/nemesis-notes/${shortUuid}`;
  console.log(`Note reads: ${connections} connections, ${seconds} s each, keep-alive`);
  print('bare Koa JSON route', await load(bareUrl));
  print('GET note (anonymous)', await load(noteUrl));
  print('GET note (signed in)', await load(noteUrl, { Cookie: cookie }));
  await streamDelay(cookie);
} finally {
  bareServer.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function publishNote(): Promise<{ shortUuid: string; cookie: string }> {
  let cookie = '';
  const api = createApiClient({
    baseUrl: server.url,
    fetch: async (input, init) => {
      const response = await fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: cookie } });
      const session = response.headers.getSetCookie().find((line) => line.startsWith('nemesis_session='));
      if (session) cookie = session.split(';')[0]!;
      return response;
    },
  });
  const email = 'bench@example.test';
  await api.call(endpoints.signUp, { body: { email, password: 'benchmark password' } });
  const database = openDatabase(config);
  const mail = await database.db.selectFrom('mailOutbox').select('textBody').where('recipient', '=', email).executeTakeFirstOrThrow();
  await database.db.destroy();
  await api.call(endpoints.confirmSignUp, { body: { email, code: /\b(\d{6})\b/.exec(mail.textBody)![1]! } });
  const details = { nemesisName: 'Benchmark Bob', nemesisAge: 40, nemesisOccupation: 'Load tester' };
  const { initialRoast } = await api.call(endpoints.generateInitial, { body: details });
  const userNotes = 'He always runs his benchmarks on a quiet machine and then brags about the numbers.';
  const { finalRoast } = await api.call(endpoints.generateFinal, { body: { ...details, userNotes, initialRoast } });
  const { shortUuid } = await api.call(endpoints.createNote, { body: { ...details, userNotes, initialRoast, finalRoast } });
  return { shortUuid, cookie };
}

/** Requests `url` from `connections` loops for `seconds`; returns requests per second and latency percentiles. */
async function load(url: string, headers: Record<string, string> = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const get = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent, headers }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - started);
            else errors++;
            resolve();
          });
        })
        .on('error', () => {
          errors++;
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await get();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

function print(label: string, { rps, p50, p99, errors }: Awaited<ReturnType<typeof load>>): void {
  console.log(`  ${label.padEnd(24)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${p50.toFixed(2)} ms   p99 ${p99.toFixed(2)} ms${errors ? `   errors ${errors}` : ''}`);
}

/** Streams a generation from the timed provider and measures token-to-event delays. */
async function streamDelay(cookie: string): Promise<void> {
  const database = openDatabase(config);
  await database.db
    .insertInto('adminConfig')
    .values({ configKey: 'bedrock-model', configValue: JSON.stringify({ activeModel: 'timed/ticker', modelSettings: { temperature: 0.7, topP: 0.9, maxTokens: 4096 } }), updatedAt: new Date().toISOString() })
    .execute();
  await database.db.destroy();
  tokenSentAt.length = 0;
  const receivedAt: number[] = [];
  const api = createApiClient({ baseUrl: server.url, fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: cookie } }) });
  await api.streamRoast(endpoints.generateInitial, {
    body: { nemesisName: 'Stream', nemesisAge: 30, nemesisOccupation: 'Ticker' },
    onDelta: () => receivedAt.push(performance.now()),
  });
  const delays = receivedAt.map((at, i) => at - tokenSentAt[i]!).sort((a, b) => a - b);
  const at = (p: number) => delays[Math.min(delays.length - 1, Math.floor(delays.length * p))]!;
  console.log(`Token to event (${delays.length} tokens, ${tokenGapMs} ms apart, client in the same process): p50 ${at(0.5).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms   max ${at(1).toFixed(2)} ms`);
}
