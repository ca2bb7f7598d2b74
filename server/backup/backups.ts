import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { secretFileName } from '../auth/session-secret.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { dumpPostgres } from './pg-dump.ts';
import { backUpSqlite } from './sqlite-backup.ts';
import type { BackupResult } from './sqlite-backup.ts';

/** The settings a backup needs: where the data is, and whether the session secret is the operator's or generated. */
export type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'sessionSecret'>;

const backupName = /^nemesis-[0-9TZ-]+\.(db|dump)$/;

/** The folder of the server's own backups, and of `nemesis backup` without a file. */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** A new backup's file in the backups folder, named by the time: nemesis-2026-11-25T23-10-51Z.db (a .dump on PostgreSQL). */
export function newBackupFile(config: BackupConfig, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return path.join(backupsDir(config.dataDir), `nemesis-${stamp}.${config.databaseUrl ? 'dump' : 'db'}`);
}

/**
 * Takes a consistent copy of the database into `file` (by default one in the backups folder named by
 * the time on `clock`) while the server runs: SQLite's VACUUM INTO (with the generated session secret
 * inside), or pg_dump on PostgreSQL (SESSION_SECRET or DATA_DIR's session-secret is the operator's to
 * keep beside it). The backup's time is the clock's as it starts.
 */
export async function takeBackup(
  database: Database,
  config: BackupConfig,
  clock: Clock,
  file?: string,
): Promise<BackupResult> {
  const startedAt = clock.now();
  const target = file ?? newBackupFile(config, startedAt);
  if (config.databaseUrl) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    return dumpPostgres(config.databaseUrl, rows[0]!.schema, target, startedAt);
  }
  const secretFile = path.join(config.dataDir, secretFileName);
  const generated =
    !config.sessionSecret && existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : undefined;
  return backUpSqlite(database.db, target, generated, startedAt);
}

/** The backups in the backups folder, newest first. */
export function listBackups(dataDir: string): BackupResult[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => backupName.test(name))
    .map((name) => {
      const file = path.join(dir, name);
      const stat = statSync(file);
      return { file, sizeBytes: stat.size, createdAt: stat.mtime.toISOString() };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.file.localeCompare(a.file));
}

/** Removes all but the newest `keep` backups of the backups folder; answers the files removed. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const removed = listBackups(dataDir)
    .slice(keep)
    .map((backup) => backup.file);
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}
