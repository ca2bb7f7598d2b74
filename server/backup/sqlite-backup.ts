import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { sqliteFileName } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { secretFileName } from '../auth/session-secret.ts';
import { ensurePrivateDataDir, newPrivateFile } from '../private-data-dir.ts';
import { BackupError } from './backup-error.ts';

/** A backup taken: where, how big, and when. */
export interface BackupResult {
  file: string;
  sizeBytes: number;
  createdAt: string;
}

/** What a backup holds besides the data: when it was taken and, when the server generated one, its session secret. */
export interface SqliteBackupContents {
  createdAt: string;
  sessionSecret: string | undefined;
}

// Added to the copy only: the restore takes it out again.
const metaTable = 'nemesis_backup';

/**
 * Copies the SQLite database into `file` as it is at one moment, while the server goes on writing
 * (VACUUM INTO reads one consistent snapshot), with the generated session secret inside when there is
 * one (codes, tokens and sealed secrets stay readable after a restore), and `createdAt`, the backup's
 * time. The file is the owner's only; it appears whole or not at all.
 */
export async function backUpSqlite(
  db: Kysely<DatabaseSchema>,
  file: string,
  sessionSecret: string | undefined,
  createdAt: Date,
): Promise<BackupResult> {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  // VACUUM INTO fills an empty file as it finds it; SQLite gives the journal of the meta table below its mode.
  newPrivateFile(partial);
  await sql`vacuum into ${partial}`.execute(db);
  const copy = new SQLite(partial);
  try {
    copy.exec(`create table ${metaTable} (key text primary key, value text not null)`);
    const put = copy.prepare(`insert into ${metaTable} (key, value) values (?, ?)`);
    put.run('created_at', createdAt.toISOString());
    if (sessionSecret) put.run('session_secret', sessionSecret);
  } finally {
    copy.close();
  }
  renameSync(partial, file);
  return { file, sizeBytes: statSync(file).size, createdAt: createdAt.toISOString() };
}

/**
 * Checks a backup before anything is replaced: a SQLite file that passes its integrity check, made by
 * `nemesis backup`, whose migrations this version all knows (a newer version's backup needs that
 * version). Throws BackupError saying which check failed.
 */
export function checkSqliteBackup(file: string, knownMigrations: readonly string[]): SqliteBackupContents {
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  let backup: SQLite.Database;
  try {
    backup = new SQLite(file, { readonly: true, fileMustExist: true });
    backup.pragma('schema_version');
  } catch {
    throw new BackupError(`${file} is not a SQLite database.`);
  }
  try {
    const integrity = integrityOf(backup);
    if (integrity !== 'ok')
      throw new BackupError(
        `${file} failed SQLite's integrity check (${integrity}): it is damaged. Take another backup.`,
      );
    const tables = new Set(
      backup
        .prepare<[], { name: string }>("select name from sqlite_master where type = 'table'")
        .all()
        .map((row) => row.name),
    );
    if (!tables.has(metaTable) || !tables.has('kysely_migration'))
      throw new BackupError(`${file} is not a Nemesis Day backup (made by nemesis backup).`);
    const applied = backup
      .prepare<[], { name: string }>('select name from kysely_migration order by name')
      .all()
      .map((row) => row.name);
    const unknown = applied.filter((name) => !knownMigrations.includes(name));
    if (unknown.length)
      throw new BackupError(
        `${file} was made by a newer version of Nemesis Day (its schema has ${unknown.join(', ')}): upgrade first, then restore.`,
      );
    const meta = new Map(
      backup
        .prepare<[], { key: string; value: string }>(`select key, value from ${metaTable}`)
        .all()
        .map((row) => [row.key, row.value]),
    );
    return { createdAt: meta.get('created_at') ?? 'an unknown time', sessionSecret: meta.get('session_secret') };
  } finally {
    backup.close();
  }
}

/** SQLite's integrity check of a database: 'ok', or its first complaint (a badly damaged file fails to answer at all). */
function integrityOf(database: SQLite.Database): string {
  try {
    return String(database.pragma('integrity_check', { simple: true }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Puts a checked backup in place of DATA_DIR's database: the files it replaces (the database, its WAL
 * and, when the backup brings one, the session secret) are kept beside it, renamed with the time `now`.
 * Answers the names they were kept under. No server may be using the database meanwhile.
 */
export function restoreSqlite(file: string, dataDir: string, contents: SqliteBackupContents, now: Date): string[] {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const database = path.join(dataDir, sqliteFileName);
  const replaced = [
    database,
    `${database}-wal`,
    `${database}-shm`,
    ...(contents.sessionSecret ? [path.join(dataDir, secretFileName)] : []),
  ];
  const keptAside: string[] = [];
  // The folder is what keeps the copy from other local users while it is made (a copy takes the backup file's mode).
  ensurePrivateDataDir(dataDir);
  for (const part of replaced.filter((candidate) => existsSync(candidate))) {
    const aside = `${part}.before-restore-${stamp}`;
    renameSync(part, aside);
    keptAside.push(aside);
  }
  copyFileSync(file, database);
  chmodSync(database, 0o600);
  const restored = new SQLite(database);
  try {
    restored.exec(`drop table ${metaTable}`);
  } finally {
    restored.close();
  }
  if (contents.sessionSecret)
    writeFileSync(path.join(dataDir, secretFileName), `${contents.sessionSecret}\n`, { mode: 0o600 });
  return keptAside;
}
