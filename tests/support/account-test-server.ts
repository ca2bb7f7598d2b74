import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import type { Logger } from '../../server/logger.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { createTestClock } from './test-clock.ts';
import type { TestClock } from './test-clock.ts';
import type { MailCatcher } from './mail-catcher.ts';
import { openTestDatabase } from './test-database.ts';
import { startTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

/** A running server with a mail catcher and a handle on its database; set once the describe block's beforeAll has run. */
export interface AccountTestServer {
  server: TestServer;
  mail: MailCatcher;
  database: Database;
  /** The server's clock: move it on to reach an expiry (a code, a sign-in step, a rate-limit window) without waiting. */
  clock: TestClock;
}

/**
 * For a describe block: starts a server on `engine` that mails to a mail catcher (plus `env`) before
 * its tests and stops it after; does nothing when the engine is not `available`. With `logger`, the
 * server logs there, for a test that reads what it logged. With `startAt`, the server's clock starts
 * there (a test whose outcome depends on the date).
 */
export function useAccountTestServer(
  engine: 'sqlite' | 'postgres',
  available: boolean,
  env: Record<string, string> = {},
  logger?: Logger,
  startAt?: string,
): AccountTestServer {
  const parts = { clock: createTestClock(startAt) } as AccountTestServer;
  beforeAll(async () => {
    if (!available) return;
    parts.mail = await startMailCatcher();
    parts.server = await startTestServer({
      engine,
      env: { SMTP_URL: parts.mail.url, ...env },
      logger,
      clock: parts.clock,
    });
    parts.database = openTestDatabase(parts.server.storage);
  });
  // Each part only if it started, so a beforeAll that failed is reported rather than hidden behind this one.
  afterAll(async () => {
    await parts.database?.db.destroy();
    await parts.server?.close();
    await parts.mail?.close();
  });
  return parts;
}
