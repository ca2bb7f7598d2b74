import type { Browser } from 'playwright-core';
import type { AiProvider } from '../../server/ai/ai-provider.ts';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../server/clock.ts';
import type { Database } from '../../server/db/database.ts';
import { launchBrowser } from './browser.ts';
import { startMailCatcher } from './mail-catcher.ts';
import type { MailCatcher } from './mail-catcher.ts';
import { openTestDatabase } from './test-database.ts';
import { startTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

/** A running server that mails to a mail catcher, a handle on its database, and a Chromium; set once the file's beforeAll has run. */
export interface BrowserTestServer {
  server: TestServer;
  mail: MailCatcher;
  database: Database;
  browser: Browser;
}

/** For an e2e file: starts the server (with `env`, reading the time on `clock` and with AI `providers` if given), its mail catcher and Chromium before its tests and stops them after; nothing when Chromium is not `available`. */
export function useBrowserTestServer(
  available: boolean,
  env: Record<string, string> = {},
  clock?: Clock,
  providers?: Record<string, AiProvider>,
): BrowserTestServer {
  const parts = {} as BrowserTestServer;
  beforeAll(async () => {
    if (!available) return;
    parts.mail = await startMailCatcher();
    parts.server = await startTestServer({
      env: { SMTP_URL: parts.mail.url, ...env },
      ...(clock ? { clock } : {}),
      ...(providers ? { providers } : {}),
    });
    parts.database = openTestDatabase(parts.server.storage);
    parts.browser = await launchBrowser();
  });
  afterAll(async () => {
    await parts.browser?.close();
    await parts.database?.db.destroy();
    await parts.server?.close();
    await parts.mail?.close();
  });
  return parts;
}
