// Cost as the data grows: seeds 1,000, 100,000 and 1,000,000 notes (BENCH_NOTES, comma-separated) with
// what comes with them (growth-seed.ts), and at each size times what the pages ask of a real server
// (p50 and p99 over HTTP) and the database's share of each (the same repository calls, alone); at the
// largest, prints the plan of every query those pages run, then "the day itself" (the-day.ts).
// On SQLite, or on PostgreSQL when BENCH_DATABASE_URL names a database (or schema) the bench may fill.
// Runs inside `npm run bench` (BENCH_ONLY=growth for it alone), or alone: `npx tsx bench/data-growth.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, sqliteFileName } from '../server/db/database.ts';
import { seedNotes, seedShape, seededEmail } from './growth-seed.ts';
import { printQueryPlans, timePageCalls } from './growth-plans.ts';
import type { PageCalls } from './growth-plans.ts';
import { load } from './load.ts';
import type { LoadResult } from './load.ts';
import { publishNote } from './publish-note.ts';
import { startServerProcess } from './server-process.ts';
import type { ServerProcess } from './server-process.ts';
import { printTheDay } from './the-day.ts';

const sizes = (process.env.BENCH_NOTES ?? '1000,100000,1000000').split(',').map(Number);
const seconds = Number(process.env.BENCH_GROWTH_SECONDS ?? 2);
const benchEmail = 'bench@example.test';

/** What one size measured: over HTTP per page, and the database's share (median ms) per page. */
interface SizeFigures {
  size: number;
  seedSeconds: number;
  http: Record<string, LoadResult>;
  database: Record<string, number>;
}

/** An account in the middle of `size` notes' accounts, by part of its e-mail, as an admin would look for it. */
const searchedAt = (size: number) =>
  seededEmail(Math.ceil(size / seedShape.notesPerUser / 2)).replace('example.test', '');

/** Seeds each size in turn into one database, times the pages at each, and prints the tables, the plans and the day. */
export async function printDataGrowth(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nemesis-growth-'));
  // The server as `npm start` runs it, in a process of its own: in the bench's, the day's clients and the
  // server would share one event loop, and the clients' waits would be counted as the server's.
  const env = {
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    OLLAMA_HOST: 'http://127.0.0.1:9',
    AI_MODEL: 'builtin/roastbook',
    ADMIN_EMAILS: benchEmail,
    // The day's publishers and reactors each come from an address of their own, as real ones would.
    TRUST_PROXY: 'true',
    DATABASE_URL: databaseUrl ?? '',
  };
  const servers: ServerProcess[] = [await startServerProcess(env)];
  const database = openDatabase({ databaseUrl, dataDir });
  const target = databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dataDir, sqliteFileName) };
  try {
    const { shortUuid, cookie } = await publishNote(servers[0]!.url, dataDir, undefined, databaseUrl);
    const { id: benchId } = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', benchEmail)
      .executeTakeFirstOrThrow();
    const signedIn = { Cookie: cookie };
    // What each page asks over HTTP, and the repository calls its service makes for it.
    const routes = (size: number): Record<string, [string, Record<string, string>]> => ({
      'note read (API)': [`/api/v1/nemesis-notes/${shortUuid}`, {}],
      'note page (HTML)': [`/notes/${shortUuid}`, { 'Accept-Encoding': 'gzip' }],
      'My Notes (API)': ['/api/v1/nemesis-notes/user/my-notes', signedIn],
      'admin notes, page 1': ['/api/admin/moderation/notes', signedIn],
      'admin notes search': [`/api/admin/moderation/notes?search=${encodeURIComponent(searchedAt(size))}`, signedIn],
      'admin notes, reported': ['/api/admin/moderation/notes?filter=reported', signedIn],
      'moderation queue': ['/api/admin/moderation/reports', signedIn],
    });
    const shortIds = (rows: { shortUuid: string }[]) => rows.map((row) => row.shortUuid);
    const calls = (size: number): PageCalls => ({
      'note read (API)': (r) => r.notes.findWithHidden(shortUuid),
      'My Notes (API)': async (r) => {
        const shown = shortIds(await r.notes.listByAuthor(benchId, 25));
        await Promise.all([r.noteReactions.countsOf(shown), r.noteReports.findHiddenAmong(shown)]);
      },
      'admin notes, page 1': async (r) =>
        r.noteReports.findHiddenAmong(shortIds((await r.adminNotes.page({ filter: 'all' }, firstPage)).rows)),
      'admin notes search': (r) => r.adminNotes.page({ filter: 'all', search: searchedAt(size) }, firstPage),
      'admin notes, reported': (r) => r.adminNotes.page({ filter: 'reported' }, firstPage),
      'moderation queue': async (r) => {
        const shown = shortIds((await r.noteReports.pageOfNotes('open', firstPage)).rows);
        await Promise.all([
          r.notes.findMany(shown),
          r.noteReports.reportsOf(shown, 'open'),
          r.noteReports.findHiddenAmong(shown),
        ]);
        await r.users.findById(benchId);
      },
      "the day's reaction counts": (r) => r.noteReactions.countsOf([shortUuid]),
    });

    const figures: SizeFigures[] = [];
    let seeded = 0;
    for (const size of sizes) {
      const started = performance.now();
      await seedNotes(database, seeded, size, benchId);
      const seedSeconds = (performance.now() - started) / 1000;
      seeded = size;
      const http: Record<string, LoadResult> = {};
      for (const [label, [route, headers]] of Object.entries(routes(size))) {
        const url = `${servers[0]!.url}${route}`;
        await load(url, { connections: 1, requests: 3, headers });
        http[label] = await load(url, { connections: 4, seconds, requests: 2000, headers });
      }
      figures.push({ size, seedSeconds, http, database: await timePageCalls(target, calls(size)) });
      console.log(`  seeded ${size.toLocaleString('en')} notes in ${seedSeconds.toFixed(1)} s, measured`);
    }
    printTables(figures, databaseUrl ? 'PostgreSQL' : 'SQLite');

    const largest = sizes.at(-1)!;
    console.log(
      `Query plans at ${largest.toLocaleString('en')} notes (!! reads a whole big table or index, or sorts in a temporary b-tree):`,
    );
    const flagged = await printQueryPlans(target, calls(largest));
    console.log(`  ${flagged} statement(s) flagged`);

    // "The day" over PostgreSQL runs on two instances of the server, as a deployment behind a balancer would.
    if (databaseUrl) servers.push(await startServerProcess(env));
    await printTheDay({
      urls: servers.map((server) => server.url),
      shortUuid,
      database,
      engine: databaseUrl ? 'PostgreSQL' : 'SQLite',
      notes: largest,
    });
  } finally {
    await database.db.destroy();
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const firstPage = { page: 1, pageSize: 50 };

function printTables(figures: SizeFigures[], engine: string): void {
  const header = `  ${'notes'.padEnd(28)}${figures.map((row) => row.size.toLocaleString('en').padStart(20)).join('')}`;
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `Data growth on ${engine} (load average ${load}): over HTTP, p50 / p99 ms, 4 connections, ${seconds} s each`,
  );
  console.log(header);
  for (const label of Object.keys(figures[0]!.http)) {
    const cell = ({ p50, p99, errors }: LoadResult) =>
      `${p50.toFixed(1)} / ${p99.toFixed(1)}${errors ? ` (${errors} err)` : ''}`.padStart(20);
    console.log(`  ${label.padEnd(28)}${figures.map((row) => cell(row.http[label]!)).join('')}`);
  }
  console.log(
    `  ${'seed time (s)'.padEnd(28)}${figures.map((row) => row.seedSeconds.toFixed(1).padStart(20)).join('')}`,
  );
  console.log(`The database's share: each page's repository calls alone, median ms of up to 15`);
  console.log(header);
  for (const label of Object.keys(figures[0]!.database))
    console.log(`  ${label.padEnd(28)}${figures.map((row) => row.database[label]!.toFixed(2).padStart(20)).join('')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await printDataGrowth();
