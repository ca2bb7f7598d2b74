import type { Page } from 'playwright-core';
import { afterEach, beforeAll } from 'vitest';
import { closeContexts } from './browser.ts';
import type { BrowserLikeClient } from './browser-like-client.ts';
import type { BrowserTestServer } from './browser-test-server.ts';
import { openPageAs } from './open-page-as.ts';
import { signedInClient } from './signed-in-client.ts';

/** An account signed up through the API, and a page signed in as it; set once the describe block's beforeAll has run. */
export interface SignedInPage {
  client: BrowserLikeClient;
  page: Page;
  /** The console errors `page` has logged. */
  errors: string[];
}

/**
 * For a describe block: signs `email` up (with `password`) and opens a page as that user before its
 * tests. The page goes from test to test; every other page closes with its test.
 */
export function useSignedInPage(
  app: BrowserTestServer,
  available: boolean,
  email: string,
  password: string,
): SignedInPage {
  const signedIn = {} as SignedInPage;
  beforeAll(async () => {
    if (!available) return;
    signedIn.client = await signedInClient(app, email, password);
    ({ page: signedIn.page, errors: signedIn.errors } = await openPageAs(app, signedIn.client));
  });
  afterEach(() => closeContexts(app.browser, signedIn.page ? [signedIn.page.context()] : []));
  return signedIn;
}
