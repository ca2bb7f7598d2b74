// npm run bench: prints figures, asserts nothing. (1) Note reads per second and p99 latency, beside
// a bare Koa JSON route on the same machine; (2) the delay the server adds between a provider's
// token and the browser's Server-Sent Event; (3) the time a refused sign-in and a sign-up take for
// known and unknown addresses; (4) the built server as `npm start` runs it: cold start, resident
// memory; (5) how drawing preview cards slows other requests; (6) the JavaScript a first visit to a
// page downloads; (7) Lighthouse's figures of the public pages, first visit, mobile; (8) cost as the
// data grows, and the day itself (data-growth.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
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
import { load, printLoad } from './load.ts';
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
const bare = new Koa().use((ctx) => {
  ctx.body = {
    note: {
      shortUuid: 'abcde',
      nemesisName: 'Bench',
      finalRoast: 'x'.repeat(600),
      createdAt: new Date().toISOString(),
    },
    isAuthor: false,
  };
});
const bareServer = bare.listen(0, '127.0.0.1');
await new Promise((resolve) => bareServer.once('listening', resolve));

try {
  const { shortUuid, cookie } = await publishNote(server.url, dataDir);
  if (runs('reads')) await noteReads(shortUuid, cookie);
  if (runs('stream')) await streamDelay(cookie);
} finally {
  bareServer.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (runs('auth')) await printAuthFigures();
if (runs('server')) await printServerFigures();
if (runs('cards')) await printCardFigures();
if (runs('pages')) printPageWeight();
if (runs('lighthouse')) await printLighthouseFigures();
if (runs('growth')) await printDataGrowth();

/** Reads a note anonymously, signed in and as its page, beside the bare route. */
async function noteReads(shortUuid: string, cookie: string): Promise<void> {
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`;
  const noteUrl = `${server.url}/api/v1/nemesis-notes/${shortUuid}`;
  console.log(`Note reads: ${connections} connections, ${seconds} s each, keep-alive`);
  const bareLoad = await load(bareUrl, { connections, seconds });
  printLoad('bare Koa JSON route', bareLoad);
  const anonymous = await load(noteUrl, { connections, seconds });
  printLoad('GET note (anonymous)', anonymous);
  const signedIn = await load(noteUrl, { connections, seconds, headers: { Cookie: cookie } });
  printLoad('GET note (signed in)', signedIn);
  console.log(
    `  the note read answers ${(anonymous.rps / bareLoad.rps).toFixed(2)}x the bare route's requests per second anonymous (target >= 0.8), ${(signedIn.rps / bareLoad.rps).toFixed(2)}x signed in (target >= 0.7)`,
  );
  // The note's page as a first visit gets it: HTML rendered by the server (once, then kept), preview tags, compressed.
  const pageLoad = await load(`${server.url}/notes/${shortUuid}`, {
    connections,
    seconds,
    headers: { 'Accept-Encoding': 'gzip, br' },
  });
  printLoad('GET note page (HTML)', pageLoad);
  console.log(
    `  the note page answers ${(pageLoad.rps / bareLoad.rps).toFixed(2)}x the bare route's requests per second (target >= 0.5)`,
  );
}

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
