import { chmodSync, closeSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';

/**
 * Makes DATA_DIR readable by this user only (0700): created so, or tightened when it already exists
 * and is ours. It holds the database and the session secret, which no other local user may read.
 */
export function ensurePrivateDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = statSync(dir);
  if ((stat.mode & 0o077) !== 0 && stat.uid === process.getuid?.()) chmodSync(dir, 0o700);
}

/** Creates `file` empty if missing, and makes it (new or old) readable and writable by this user only (0600). */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
}

/**
 * Makes `file` anew, empty and readable and writable by this user only (0600) from the start, whatever
 * the umask: for a file another program then fills (SQLite's VACUUM INTO, pg_dump), which would
 * otherwise create it readable by all while it writes. What was there before is removed.
 */
export function newPrivateFile(file: string): void {
  rmSync(file, { force: true });
  closeSync(openSync(file, 'wx', 0o600));
}
