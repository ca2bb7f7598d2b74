import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { signedInHintCookie } from '#contract/auth/signed-in-hint-cookie.ts';
import { openPage } from './browser.ts';
import type { BrowserLikeClient } from './browser-like-client.ts';
import type { TestServer } from './test-server.ts';

/** The browser-side cookies of a signed-in client: its session, and the readable signed-in hint. */
function sessionCookies(client: BrowserLikeClient, url: string) {
  return [
    ...[...client.cookies].map(([name, value]) => ({ name, value, url })),
    { name: signedInHintCookie, value: '1', url },
  ];
}

/** A new browser context signed in as the client's user (and recording console errors), or anonymous without one. */
export async function openPageAs(
  app: { browser: Browser; server: TestServer },
  client: BrowserLikeClient | undefined,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const { page, errors } = await openPage(app.browser, options);
  if (client) await page.context().addCookies(sessionCookies(client, app.server.url));
  return { page, errors, context: page.context() };
}
