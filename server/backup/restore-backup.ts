import pg from 'pg';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { postgresApplicationName } from '../db/database.ts';
import { migrationNames } from '../db/migrate.ts';
import { ensurePgTrgm } from '../db/pg-trgm.ts';
import { BackupError } from './backup-error.ts';
import { restorePostgres } from './pg-dump.ts';
import { runningServerPid } from './server-pid-file.ts';
import { checkSqliteBackup, restoreSqlite } from './sqlite-backup.ts';

/** How many of our servers use the PostgreSQL database's schema now (other than this check): those of other schemas do not count. */
async function serversOnPostgres(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'select count(distinct client_addr::text || client_port::text) as count from pg_stat_activity where datname = current_database() and application_name = $1 || current_schema() and pid <> pg_backend_pid()',
      [postgresApplicationName],
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Adds to the database what the dump's indexes need but a dump of the server's schema cannot hold: the
 * pg_trgm extension, which lives in a schema of its own (a restore into a new database lacks it).
 */
async function ensureExtensions(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await ensurePgTrgm(async (statement) => (await client.query(statement)).rows);
    await client.query('commit');
  } catch (error) {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup from `nemesis backup` into the configured database, after checking it, and
 * refuses while a server uses that database unless `force`. What it replaces on SQLite is kept aside,
 * named by the time on `clock`. Answers what it did, for the operator.
 */
export async function restoreBackup(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  file: string,
  options: { force: boolean; clock: Clock },
): Promise<string> {
  if (config.databaseUrl) {
    const connected = await serversOnPostgres(config.databaseUrl);
    if (connected && !options.force)
      throw new BackupError(
        `A Nemesis Day server is connected to this database: stop every instance first, or use --force.`,
      );
    await ensureExtensions(config.databaseUrl);
    await restorePostgres(config.databaseUrl, file);
    return `Restored ${file} into the PostgreSQL database. Start the server: it applies any newer migrations.`;
  }
  const pid = runningServerPid(config.dataDir);
  if (pid !== undefined && !options.force)
    throw new BackupError(`A server (process ${pid}) is using ${config.dataDir}: stop it first, or use --force.`);
  const contents = checkSqliteBackup(file, migrationNames);
  const keptAside = restoreSqlite(file, config.dataDir, contents, options.clock.now());
  const aside = keptAside.length ? ` What it replaced is kept beside it:\n  ${keptAside.join('\n  ')}` : '';
  return `Restored the backup of ${contents.createdAt} into ${config.dataDir}.${aside}`;
}
