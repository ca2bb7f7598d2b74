import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDataDir } from '../private-data-dir.ts';

/** The secret file generated in DATA_DIR when SESSION_SECRET is not set. */
export const secretFileName = 'session-secret';

/** SESSION_SECRET if set; else the secret kept in DATA_DIR, generated (owner-only file) on first start. */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, secretFileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  ensurePrivateDataDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process starting at the same moment wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
