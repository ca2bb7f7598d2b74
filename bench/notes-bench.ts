// npm run bench: prints figures, asserts nothing. (1) Note reads per second and p99 latency from the
// built server, beside a bare Koa JSON route, each in a process of its own (note-reads.ts); (2) the delay the server adds between a provider's
// token and the browser's Server-Sent Event; (3) the time a refused sign-in and a sign-up take for
// known and unknown addresses; (4) the built server as `npm start` runs it: cold start, resident
// memory; (5) how drawing preview cards slows other requests; (6) the JavaScript a first visit to a
// page downloads; (7) Lighthouse's figures of the public pages, first visit, mobile; (8) cost as the
// data grows, and the day itself (data-growth.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient } from '#contract/api/api-client.ts';
import { endpoints } from '#contract/endpoints.ts';
import { streamRoast } from '#contract/notes/stream-roast.ts';
import type { AiProvider } from '../server/ai/ai-provider.ts';
import { createAiProviders } from '../server/ai/ai-providers.ts';
import { createBuiltinProvider } from '../server/ai/builtin-provider.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { startServer } from '../server/main.ts';
import { printAuthFigures } from './auth-figures.ts';
import { printCardFigures } from './card-figures.ts';
import { printDataGrowth } from './data-growth.ts';
import { printLighthouseFigures } from './lighthouse-figures.ts';
import { printNoteReads } from './note-reads.ts';
import { printPageWeight } from './page-weight.ts';
import { publishNote } from './publish-note.ts';
import { printServerFigures } from './server-figures.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// BENCH_ONLY=reads,server (comma-separated parts: reads, stream, auth, server, cards, pages, lighthouse, growth) runs those alone.
const only = process.env.BENCH_ONLY?.split(',');
const runs = (part: string) => !only || only.includes(part);
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
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: process.env.WEB_DIST_DIR,
  OLLAMA_HOST: 'http://127.0.0.1:9',
  AI_MODEL: 'builtin/roastbook',
});
const server = await startServer(config, {
  providers: createAiProviders(config.ai, {
    providers: { builtin: createBuiltinProvider({ wordDelayMs: 0 }), timed: timedProvider },
  }),
});
if (runs('reads')) await printNoteReads({ connections, seconds });
try {
  if (runs('stream')) await streamDelay((await publishNote(server.url, dataDir)).cookie);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (runs('auth')) await printAuthFigures();
if (runs('server')) await printServerFigures();
if (runs('cards')) await printCardFigures();
if (runs('pages')) printPageWeight();
if (runs('lighthouse')) await printLighthouseFigures();
if (runs('growth')) await printDataGrowth();

/** Streams a generation from the timed provider and measures token-to-event delays. */
async function streamDelay(cookie: string): Promise<void> {
  const database = openDatabase(config);
  await database.db
    .insertInto('adminConfig')
    .values({
      configKey: 'bedrock-model',
      configValue: JSON.stringify({
        activeModel: 'timed/ticker',
        modelSettings: { temperature: 0.7, topP: 0.9, maxTokens: 4096 },
      }),
      updatedAt: new Date().toISOString(),
    })
    .execute();
  await database.db.destroy();
  tokenSentAt.length = 0;
  const receivedAt: number[] = [];
  const api = createApiClient({
    baseUrl: server.url,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: cookie } }),
  });
  await streamRoast(api, endpoints.generateInitial, {
    body: { nemesisName: 'Stream', nemesisAge: 30, nemesisOccupation: 'Ticker' },
    onDelta: () => receivedAt.push(performance.now()),
  });
  const delays = receivedAt.map((at, i) => at - tokenSentAt[i]!).sort((a, b) => a - b);
  const at = (p: number) => delays[Math.min(delays.length - 1, Math.floor(delays.length * p))]!;
  console.log(
    `Token to event (${delays.length} tokens, ${tokenGapMs} ms apart, client in the same process): p50 ${at(0.5).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms   max ${at(1).toFixed(2)} ms`,
  );
}
