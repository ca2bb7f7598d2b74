// Part of npm run bench: how much drawing preview cards slows other requests. A server process of its
// own (as a self-hoster runs it) gets 250 notes whose cards were never drawn; 4 clients fetch them all,
// each request from another address (the worst case: an attacker with many addresses, so the
// per-client drawing limit never steps in), while the health check's p99 is measured beside them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { noteCardPath } from '#contract/notes/note-endpoints.ts';
import { openDatabase } from '../server/db/database.ts';
import { createNoteRepository } from '../server/db/repositories/note-repository.ts';
import { randomShortUuid } from '../server/services/note-service.ts';

const cards = 250;
const clients = 4;
const port = 8790 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;
const healthUrl = `${base}/api/v1/nemesis-notes/health`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'nemesis-card-bench-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', OLLAMA_HOST: 'http://127.0.0.1:9' };
const server = spawn(process.execPath, [path.join(import.meta.dirname, '../bin/nemesis.js'), 'serve'], { env, stdio: 'ignore' });

try {
  await waitForHealth();
  const ids = await insertNotes();
  let counted = 0;
  const idle = await healthLatencies(() => ++counted > 300);
  let done = false;
  const fetching = fetchCards(ids).finally(() => (done = true));
  const busy = await healthLatencies(() => done);
  const { drawn, seconds } = await fetching;
  console.log(`Preview cards: ${clients} clients fetch ${cards} never-drawn cards, each request from another address`);
  console.log(`  health p99 idle ${p99(idle).toFixed(1)} ms, while drawing ${p99(busy).toFixed(1)} ms (${(p99(busy) / p99(idle)).toFixed(1)}x; target within 2x)`);
  console.log(`  ${drawn} cards drawn in ${seconds.toFixed(1)} s (${(drawn / seconds).toFixed(1)} cards/s)`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await fetch(healthUrl).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The server did not start');
}

/** Notes written straight into the database, as if published before cards were kept. */
async function insertNotes(): Promise<string[]> {
  const database = openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const userId = 'bench-user';
    await database.db
      .insertInto('users')
      .values({ id: userId, email: 'bench@example.test', passwordHash: 'x', status: 'CONFIRMED', emailVerifiedAt: null, requiredAction: null, givenName: null, familyName: null, createdAt: new Date().toISOString(), lastLoginAt: null, loginType: null })
      .execute();
    const notes = createNoteRepository(database.db);
    const ids = Array.from({ length: cards }, () => randomShortUuid());
    for (const [i, shortUuid] of ids.entries()) {
      await notes.create({
        shortUuid,
        vanityUrl: `bench-${i}`,
        vanityKey: `bench-${i}`,
        userId,
        nemesisName: `Bench Rival ${i}`,
        nemesisAge: 40,
        nemesisOccupation: 'Benchmark',
        userNotes: 'Always faster than me.',
        initialRoast: 'A roast.',
        finalRoast: `Rival number ${i}, you optimise everything except your personality. Happy Nemesis Day.`,
        modelId: 'builtin/roastbook',
        initialPromptVersion: 1,
        finalPromptVersion: 1,
        createdAt: new Date().toISOString(),
      });
    }
    return ids;
  } finally {
    await database.db.destroy();
  }
}

async function fetchCards(ids: string[]): Promise<{ drawn: number; seconds: number }> {
  const started = performance.now();
  let next = 0;
  let drawn = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const response = await fetch(base + noteCardPath(id), { headers: { 'X-Forwarded-For': `10.${next >> 8}.${next & 255}.7` } });
        await response.arrayBuffer();
        if (response.ok) drawn++;
      }
    }),
  );
  return { drawn, seconds: (performance.now() - started) / 1000 };
}

/** Health check latencies, one request after another, until `stop()`. */
async function healthLatencies(stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!stop()) {
    const started = performance.now();
    await (await fetch(healthUrl)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;
}
