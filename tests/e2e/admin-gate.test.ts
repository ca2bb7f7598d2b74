import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';

const available = browserAvailable();
const adminEmail = 'boss.gate@rivals.test';
const app = useBrowserTestServer(available, { ADMIN_EMAILS: adminEmail });
const password = 'gatekeeper password';

describe.skipIf(!available)('the admin gate and frame in Chromium', () => {
  let admin: BrowserLikeClient;
  beforeAll(async () => {
    admin = await signedInClient(app, adminEmail, password);
  });
  afterEach(() => closeContexts(app.browser));
  const breadcrumb = (page: Page) =>
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents();
  const navHasAdmin = (page: Page) =>
    page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).count();

  it('sends a non-admin to Access Denied with the path they tried; a signed-out visitor is asked to log in; neither sees Admin in the nav', async () => {
    const user = await signedInClient(app, 'minion.gate@rivals.test', password);
    const { page, errors } = await openPageAs(app, user);
    await page.goto(`${app.server.url}/admin/users`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/unauthorized');
    const main = page.locator('main');
    expect(await main.locator('code').textContent()).toBe('/admin/users');
    expect(await main.textContent()).toContain(
      'If you believe you should have admin access, please contact the system administrator.',
    );
    for (const name of ['Go Home', 'Create a Nemesis Note', 'My Account'])
      expect(await main.getByRole('link', { name }).count(), name).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: 'My Account' }).waitFor();
    expect(await navHasAdmin(page)).toBe(0);
    await expectCleanPage(page, errors, 'Access Denied');

    const visitor = await openPageAs(app, undefined);
    await visitor.page.goto(`${app.server.url}/admin/users`);
    await visitor.page.getByRole('heading', { name: 'Admin sign-in required' }).waitFor();
    expect(await visitor.page.locator('main').textContent()).toContain(adminMessages.unauthorized);
    expect(await visitor.page.locator('main').getByRole('link', { name: 'Log In' }).count()).toBe(1);
    expect(await navHasAdmin(visitor.page)).toBe(0);
    expect(new URL(visitor.page.url()).pathname).toBe('/admin/users');
  }, 60_000);

  it('shows an admin Checking permissions... until the server answers, then the panel with its breadcrumb; unknown subpaths go to the overview', async () => {
    const { page, errors } = await openPageAs(app, admin, { viewport: { width: 360, height: 800 } });
    // The session checks wait until the test has seen the gate's message.
    let held = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${endpoints.session.path}`, async (route) => {
      held += 1;
      await released;
      // The page may have dropped a held request meanwhile (a newer check replaced it).
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${app.server.url}/admin/users`);
    await page.getByRole('status').filter({ hasText: 'Checking permissions...' }).waitFor();
    await expect.poll(() => held).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'User Management' }).count()).toBe(0);
    release();
    await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
    expect(await breadcrumb(page)).toEqual(['Home', 'Admin', 'User Management']);
    await page.getByRole('button', { name: adminEmail }).waitFor();
    await expectCleanPage(page, errors, 'users at 360 px');

    await page.goto(`${app.server.url}/admin/no-such-section/deeper`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    expect(await breadcrumb(page)).toEqual(['Home', 'Admin', 'Overview']);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit' }).click();
    await page.getByRole('heading', { name: 'Audit', level: 1 }).waitFor();
    expect(await breadcrumb(page)).toEqual(['Home', 'Admin', 'Audit']);
  }, 60_000);

  it('shows the admin error boundary when a section cannot load, and Admin Home goes back to the overview', async () => {
    const { page, errors } = await openPageAs(app, admin, { serviceWorkers: 'block' });
    // The Users section's code fails to download, as on a flaky connection or after a deploy removed it.
    await page.route(/\/assets\/users-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${app.server.url}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await navHasAdmin(page)).toBe(1);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'User Management' }).click();
    const boundary = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Admin Interface Error' }) });
    await boundary.waitFor();
    expect(await boundary.textContent()).toContain('An unexpected error occurred in the admin interface');
    for (const name of ['Try Again', 'Reload Page'])
      expect(await boundary.getByRole('button', { name }).count(), name).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents()).toEqual([
      'Home',
      'Admin',
      'User Management',
    ]);
    await boundary.getByRole('link', { name: 'Admin Home' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    expect(await boundary.count()).toBe(0);
    expect(errors.some((error) => error.includes('Admin section failed to render'))).toBe(true);
  }, 60_000);
});
