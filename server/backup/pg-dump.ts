import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { newPrivateFile } from '../private-data-dir.ts';
import { BackupError } from './backup-error.ts';
import type { BackupResult } from './sqlite-backup.ts';

/**
 * Runs a PostgreSQL client tool, on `databaseUrl`'s database when given; resolves once it succeeded,
 * throws BackupError with its message, or with what to run when it is not installed. The password goes
 * in PGPASSWORD, never on the command line, which any local user can read (ps, /proc).
 */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], manual: string, databaseUrl?: string): Promise<void> {
  const { href, password } = databaseUrl ? splitPassword(databaseUrl) : { href: undefined, password: '' };
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(tool, href ? [`--dbname=${href}`, ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env,
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed here (PostgreSQL's client tools). Install them, or run:\n  ${manual}`
            : `${tool} failed: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

/** The URL without its password (in the user part or a `password` parameter), and the password. */
function splitPassword(databaseUrl: string): { href: string; password: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : (url.searchParams.get('password') ?? '');
  url.password = '';
  // Only then: rewriting the query would turn the spaces of `options=-c%20…` into `+`, which libpq keeps as is.
  if (url.searchParams.has('password')) url.searchParams.delete('password');
  return { href: url.href, password };
}

// The password stays out of the commands printed too: PGPASSWORD or ~/.pgpass supply it.
const withoutPassword = (databaseUrl: string) => splitPassword(databaseUrl).href;

/**
 * Dumps the server's schema of the PostgreSQL database (the one its connections use, `public` unless
 * the URL says otherwise) into `file` with pg_dump, in its custom format that pg_restore reads, whole
 * or not at all; `createdAt` is the backup's time.
 */
export async function dumpPostgres(
  databaseUrl: string,
  schema: string,
  file: string,
  createdAt: Date,
): Promise<BackupResult> {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  // pg_dump writes into the file as it finds it: private from the first byte.
  newPrivateFile(partial);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', `--schema=${schema}`, `--file=${partial}`],
    `pg_dump --format=custom --no-owner --schema=${schema} --file=${file} '${withoutPassword(databaseUrl)}'`,
    databaseUrl,
  );
  renameSync(partial, file);
  return { file, sizeBytes: statSync(file).size, createdAt: createdAt.toISOString() };
}

/** Checks that pg_restore can read `file` (a dump it understands, not damaged), then restores it over the database's objects. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const manual = `pg_restore --clean --if-exists --no-owner --dbname='${withoutPassword(databaseUrl)}' ${file}`;
  await run('pg_restore', ['--list', file], manual);
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', file], manual, databaseUrl);
}
