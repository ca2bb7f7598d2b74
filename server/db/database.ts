import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { ensurePrivateDataDir, ensurePrivateFile } from '../private-data-dir.ts';
import type { DatabaseSchema } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

/** The database the server talks to, whichever engine holds it. */
export interface Database {
  db: Kysely<DatabaseSchema>;
  engine: 'sqlite' | 'postgres';
  /** Where the data is, for logs (the SQLite file, or the Postgres host and database). */
  location: string;
}

/**
 * How the server's PostgreSQL connections name themselves (pg_stat_activity): this, then the schema
 * they use, so a restore looks only for the servers of its own schema (several installs, or tests,
 * may share one database, each in its own schema).
 */
export const postgresApplicationName = 'nemesis-day/';

/** The file name of the embedded database inside DATA_DIR. */
export const sqliteFileName = 'nemesis.db';

/**
 * Opens PostgreSQL when `databaseUrl` is given, else the SQLite file in `dataDir` (created, WAL, owner-only).
 * This is the one place that chooses the engine.
 */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** How many prepared statements SQLite keeps (statement-cache.ts); its default when not given. */
  statementCacheSize?: number;
  onIdleError?: (error: Error) => void;
}): Database {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    // Loaded only for PostgreSQL (synchronously, as opening is): a server on SQLite starts without it.
    const { Pool } = createRequire(import.meta.url)('pg') as typeof pg;
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // One connection stays open however long the server is idle (the others close after 10 s idle): a
      // restore finds a running server by its connections, and would otherwise miss an idle one.
      min: 1,
      application_name: postgresApplicationName,
    });
    // An idle connection that Postgres drops (restart, failover) is reported here; unheard, it would end the process.
    pool.on('error', options.onIdleError ?? (() => {}));
    // Queued before the connection's first query. Should it fail, the connection only stays unnamed (a restore does not see it).
    pool.on(
      'connect',
      (client) =>
        void client
          .query(`select set_config('application_name', $1 || current_schema(), false)`, [postgresApplicationName])
          .catch(() => {}),
    );
    return {
      db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }), plugins }),
      engine: 'postgres',
      location: `${url.host}${url.pathname}`,
    };
  }
  ensurePrivateDataDir(options.dataDir);
  const file = path.join(options.dataDir, sqliteFileName);
  // SQLite gives its -wal and -shm files the database file's mode: made 0600 first, all three are this user's only.
  for (const part of [file, `${file}-wal`, `${file}-shm`])
    if (part === file || existsSync(part)) ensurePrivateFile(part);
  const connection = new SQLite(file);
  // WAL lets readers go on while a write commits; the busy timeout waits out a second process's write.
  connection.pragma('journal_mode = WAL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  return {
    db: new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: withStatementCache(connection, options.statementCacheSize) }),
      plugins,
    }),
    engine: 'sqlite',
    location: file,
  };
}
