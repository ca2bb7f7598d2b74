import type { BrowserContextOptions, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { newEmail } from '../support/new-email.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { signInThroughUi } from '../support/sign-in-through-ui.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);

describe.skipIf(!available)('account pages in Chromium', () => {
  // Each test opens its own pages; none outlives it.
  afterEach(() => closeContexts(app.browser));

  it('revokes two personal access tokens at once: both stay gone, each button busy until its own answer', async () => {
    const email = newEmail('revoker');
    await signedInClient(app, email, 'revoker password');
    // The service worker controls pages only from their next load, so page.route sees this page's calls.
    const { page, errors } = await openPage(app.browser);
    await signInThroughUi(page, app.server.url, email, 'revoker password');
    const section = page.getByRole('region', { name: 'Personal Access Tokens' });
    await section.getByText('You have no personal access tokens.').waitFor();
    for (const name of ['first script', 'second script']) {
      await section.getByLabel('Token name').fill(name);
      await section.getByRole('button', { name: 'Create Token' }).click();
      await expect.poll(() => section.locator('.token-list__name').getByText(name).count()).toBe(1);
    }
    const names = () => section.locator('.token-list__name').allTextContents();
    expect((await names()).sort()).toEqual(['first script', 'second script']);

    // Both revocations wait here until the test lets each through.
    const held: Route[] = [];
    await page.route(`**${endpoints.listTokens.path}/*`, (route) => void held.push(route));
    const button = (name: string) => section.locator('.token-list__item', { hasText: name }).getByRole('button');
    await button('first script').click();
    await expect.poll(() => button('second script').isEnabled()).toBe(true);
    await button('second script').click();
    await expect.poll(() => held.length).toBe(2);
    expect(await button('first script').textContent()).toContain('Revoking…');
    expect(await button('first script').isDisabled()).toBe(true);

    await held[0]!.continue();
    await expect.poll(names).toEqual(['second script']);
    expect(await button('second script').textContent()).toContain('Revoking…');
    expect(await button('second script').isDisabled()).toBe(true);
    await held[1]!.continue();
    await section.getByText('You have no personal access tokens.').waitFor();
    await page.unroute(`**${endpoints.listTokens.path}/*`);
    await page.reload();
    await section.getByText('You have no personal access tokens.').waitFor();
    expect(errors).toEqual([]);
  });

  /** Opens each page at desktop and phone width: no serious axe violations, no sideways scroll, no console errors. */
  async function checkPages(
    pages: { path: string; ready: string }[],
    options: BrowserContextOptions,
    state: string,
  ): Promise<void> {
    for (const { path: target, ready } of pages) {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 360, height: 740 },
      ]) {
        const where = `${target} signed ${state} at ${viewport.width}px`;
        const { page, errors } = await openPage(app.browser, { ...options, viewport });
        await page.goto(`${app.server.url}${target}`);
        await page.locator('main').getByText(ready).first().waitFor();
        await expectCleanPage(page, errors, where);
        await page.context().close();
      }
    }
  }

  it('signed out, the account pages pass axe, fit a phone and log no console errors', async () => {
    await checkPages(
      [
        { path: '/login', ready: 'Forgot your password?' },
        { path: '/login/sign-up', ready: 'Confirm Password' },
        { path: '/account', ready: formMessages.loginRequiredForAccount },
        { path: '/debug-auth', ready: 'Session Status' },
      ],
      {},
      'out',
    );
  }, 120_000);

  it('signed in, the account pages pass axe, fit a phone and log no console errors', async () => {
    const email = newEmail('axe');
    await signedInClient(app, email, 'axe password 1');
    const { page: signingIn } = await openPage(app.browser);
    await signInThroughUi(signingIn, app.server.url, email, 'axe password 1');
    const storageState = await signingIn.context().storageState();
    await signingIn.context().close();
    await checkPages(
      [
        { path: '/account', ready: 'You have no personal access tokens.' },
        { path: '/debug-auth', ready: email },
        { path: '/login', ready: 'You are already signed in' },
      ],
      { storageState },
      'in',
    );
  }, 120_000);
});
