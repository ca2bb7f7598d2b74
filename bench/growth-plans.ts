import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { createRepositories } from '../server/db/repositories.ts';
import type { Repositories } from '../server/db/repositories.ts';
import type { DatabaseSchema } from '../server/db/schema.ts';

/** What the measured pages ask of the database: the repository calls each page's service makes. */
export interface PageCalls {
  [page: string]: (repositories: Repositories) => Promise<unknown>;
}

// The tables that grow with the notes: a scan of one of these grows with the data.
const bigTables = ['notes', 'users', 'note_views', 'note_reactions', 'note_reports', 'hidden_notes'];

/** Where the seeded data is: the SQLite file, or the PostgreSQL database. */
export type GrowthTarget = { sqliteFile: string } | { databaseUrl: string };

/** A connection of the bench's own to the seeded data, whose log (if given) sees every statement sent. */
function connect(target: GrowthTarget, log?: (event: { level: string; query: CompiledQuery }) => void) {
  const connection = 'sqliteFile' in target ? new SQLite(target.sqliteFile, { readonly: true }) : undefined;
  const pool = 'databaseUrl' in target ? new pg.Pool({ connectionString: target.databaseUrl, max: 1 }) : undefined;
  const db = new Kysely<DatabaseSchema>({
    dialect: connection ? new SqliteDialect({ database: connection }) : new PostgresDialect({ pool: pool! }),
    plugins: [new CamelCasePlugin()],
    ...(log ? { log } : {}),
  });
  return { db, connection, pool, engine: connection ? ('sqlite' as const) : ('postgres' as const) };
}

/**
 * The database's share of each page, without HTTP or the server around it: each page's repository
 * calls run `runs` times in a row on one connection (fewer, at least 3, past 5 s); resolves with the median time of each, in ms.
 */
export async function timePageCalls(
  target: GrowthTarget,
  pages: PageCalls,
  runs = 15,
): Promise<Record<string, number>> {
  const { db, engine } = connect(target);
  const medians: Record<string, number> = {};
  try {
    const repositories = createRepositories(db, engine);
    for (const [page, calls] of Object.entries(pages)) {
      const times: number[] = [];
      // A page that grows with the data may take seconds at the largest size: a few runs of it say as much.
      const until = performance.now() + 5000;
      for (let run = 0; run < runs && (run < 3 || performance.now() < until); run++) {
        const started = performance.now();
        await calls(repositories);
        times.push(performance.now() - started);
      }
      medians[page] = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    }
  } finally {
    await db.destroy();
  }
  return medians;
}

/**
 * Runs each page's repository calls over a connection of its own whose log keeps the SQL they send,
 * and prints the plan of each statement (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL),
 * flagging what grows with a table: a scan of one of the big tables, or a sort in a temporary b-tree.
 * Resolves with how many statements were flagged.
 */
export async function printQueryPlans(target: GrowthTarget, pages: PageCalls): Promise<number> {
  const sent: CompiledQuery[] = [];
  const { db, connection, pool, engine } = connect(target, (event) => void sent.push(event.query));
  let flagged = 0;
  try {
    const repositories = createRepositories(db, engine);
    for (const [page, calls] of Object.entries(pages)) {
      sent.length = 0;
      await calls(repositories);
      console.log(`  ${page}`);
      for (const query of sent) {
        const plan = connection
          ? connection
              .prepare(`explain query plan ${query.sql}`)
              .all(...(query.parameters as unknown[]))
              .map((row) => (row as { detail: string }).detail)
          : (await pool!.query(`explain ${query.sql}`, query.parameters as unknown[])).rows.map(
              (row: Record<string, string>) => row['QUERY PLAN']!,
            );
        const grows = plan.filter((line) => growsWithTable(line));
        if (grows.length) flagged++;
        console.log(`    ${grows.length ? '!!' : 'ok'} ${oneLine(query.sql)}`);
        for (const line of plan) console.log(`         ${growsWithTable(line) ? '!! ' : '   '}${line}`);
      }
    }
  } finally {
    await db.destroy();
  }
  return flagged;
}

/** Whether a plan line reads a big table whole (or all of an index of it), or sorts rows in a temporary b-tree. */
function growsWithTable(line: string): boolean {
  // SQLite's temporary b-tree and PostgreSQL's Sort node both sort what the query found.
  if (/TEMP B-TREE|(?:^|-> +)Sort +\(/.test(line)) return true;
  const scan = /^SCAN (\w+)|Seq Scan on (\w+)/.exec(line);
  return scan !== null && bigTables.includes((scan[1] ?? scan[2])!);
}

const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
};
