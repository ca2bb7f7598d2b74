import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';

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
