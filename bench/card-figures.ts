import { noteCardPath } from '#contract/notes/note-paths.ts';
import { openDatabase } from '../server/db/database.ts';
import { createNoteRepository } from '../server/db/repositories/note-repository.ts';
import { randomShortUuid } from '../server/services/notes/note-keys.ts';
import { startServerProcess, withDataDir } from './server-process.ts';

const cards = 250;
const clients = 4;
const target = 2;

/**
 * Prints how much drawing preview cards slows other requests: the server as `npm start` runs it gets
 * 250 notes whose cards were never drawn; 4 clients fetch them all, each request from another
 * address (the worst case, an attacker with many addresses: the per-client drawing limit never steps
 * in), while the health check's p99 is measured beside them, and before them on the idle server.
 */
export async function printCardFigures(): Promise<void> {
  await withDataDir(async (dataDir) => {
    const server = await startServerProcess({
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      OLLAMA_HOST: 'http://127.0.0.1:9',
    });
    try {
      const ids = await insertNotes(dataDir);
      const healthUrl = `${server.url}/api/v1/nemesis-notes/health`;
      let counted = 0;
      const idle = await latencies(healthUrl, () => ++counted > 300);
      let done = false;
      const fetching = fetchCards(server.url, ids).finally(() => (done = true));
      const busy = await latencies(healthUrl, () => done);
      const { drawn, seconds } = await fetching;
      console.log(
        `Preview cards: ${clients} clients fetch ${cards} never-drawn cards, each request from another address`,
      );
      console.log(
        `  health p99 idle ${p99(idle).toFixed(1)} ms, while drawing ${p99(busy).toFixed(1)} ms: ${(p99(busy) / p99(idle)).toFixed(1)}x (target within ${target}x)`,
      );
      console.log(`  ${drawn} cards drawn in ${seconds.toFixed(1)} s (${(drawn / seconds).toFixed(1)} a second)`);
    } finally {
      await server.stop();
    }
  });
}

/** Notes written straight into the database, as if published before cards were kept. */
async function insertNotes(dataDir: string): Promise<string[]> {
  const database = openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const userId = 'bench-user';
    await database.db
      .insertInto('users')
      .values({
        id: userId,
        email: 'cards@bench.test',
        passwordHash: 'x',
        status: 'CONFIRMED',
        emailVerifiedAt: null,
        requiredAction: null,
        givenName: null,
        familyName: null,
        createdAt: new Date().toISOString(),
        lastLoginAt: null,
        loginType: null,
      })
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

async function fetchCards(base: string, ids: string[]): Promise<{ drawn: number; seconds: number }> {
  const started = performance.now();
  let next = 0;
  let drawn = 0;
  const client = async () => {
    while (next < ids.length) {
      const n = next++;
      const response = await fetch(base + noteCardPath(ids[n]!), {
        headers: { 'X-Forwarded-For': `10.0.${n >> 8}.${n & 255}` },
      });
      await response.arrayBuffer();
      if (response.ok) drawn++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { drawn, seconds: (performance.now() - started) / 1000 };
}

/** Health check latencies in ms, one request after another, until `stop()`. */
async function latencies(url: string, stop: () => boolean): Promise<number[]> {
  const measured: number[] = [];
  while (!stop()) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    measured.push(performance.now() - started);
  }
  return measured;
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;
}
