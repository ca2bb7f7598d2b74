import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { adminUserTexts } from '#contract/admin/admin-user-texts.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { UserStatus } from '../../server/db/schema.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { failureOf } from '../support/failure-of.ts';
import { insertUsers, insertedEmail } from '../support/insert-users.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { totpCode } from '../support/totp-code.ts';

const available = browserAvailable();
const adminEmail = 'boss.users@rivals.test';
const victimEmail = 'pawn.users@rivals.test';
const app = useBrowserTestServer(available, { ADMIN_EMAILS: adminEmail });
const password = 'user manager password';
const tag = 'crowd';
// 110 users written straight into the database: at 25 a page, five pages, enough for the ellipses.
const crowd = 110;
const statuses: UserStatus[] = ['CONFIRMED', 'CONFIRMED', 'UNCONFIRMED', 'ARCHIVED', 'COMPROMISED'];
const member = (index: number) => insertedEmail(tag, index);
const shots = process.env.NEMESIS_SCREENSHOTS;

describe.skipIf(!available)('User Management in Chromium', () => {
  let admin: BrowserLikeClient;
  let victim: BrowserLikeClient;
  beforeAll(async () => {
    admin = await signedInClient(app, adminEmail, password);
    victim = await signedInClient(app, victimEmail, password);
    await insertUsers(app.database, crowd, tag, (index) => statuses[index % statuses.length]!);
  });
  afterEach(() => closeContexts(app.browser));

  const openUsers = async (width = 1280) => {
    const opened = await openPageAs(app, admin, { viewport: { width, height: 900 } });
    await opened.page.goto(`${app.server.url}/admin/users`);
    await opened.page.getByRole('button', { name: victimEmail }).waitFor();
    return opened;
  };
  const emails = (page: Page) => page.locator('tbody .users-page__email').allTextContents();
  const badges = (page: Page) => page.locator('tbody .admin-badge').allTextContents();
  const pagination = (page: Page) => page.getByRole('navigation', { name: 'Users pages' });
  const pageLinks = (page: Page) => pagination(page).getByRole('listitem').allTextContents();
  const currentPage = (page: Page) => pagination(page).locator('[aria-current="page"]').textContent();
  const details = (page: Page, email: string) => page.getByRole('region', { name: email });
  const detail = (page: Page, email: string, label: string) =>
    details(page, email)
      .locator('.admin-detail-list__row')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .textContent();

  it('lists users newest first a server page at a time, searched and filtered by the server across every page, 25 or 50 a page with pagination', async () => {
    const { page, errors } = await openUsers();
    const total = crowd + 2;
    expect(await emails(page)).toHaveLength(50);
    expect((await emails(page)).slice(0, 3)).toEqual([victimEmail, adminEmail, member(crowd - 1)]);
    const count = () =>
      page
        .getByRole('status')
        .filter({ hasText: /users? (in all|match)/ })
        .textContent();
    expect(await count()).toBe(`Page 1 of 3 · ${total} users in all`);
    expect(await pageLinks(page)).toEqual(['1', '2', '3']);
    expect(await pagination(page).getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await expectCleanPage(page, errors, 'users at 1280 px');
    // Every column fits beside the sidebar: nothing scrolls sideways, and an e-mail keeps to one line.
    expect(await page.locator('.admin-table-wrap').evaluate((wrap) => wrap.scrollWidth > wrap.clientWidth)).toBe(false);
    expect((await page.getByRole('button', { name: victimEmail }).boundingBox())!.height).toBeLessThan(30);
    expect(await page.locator('tbody .users-page__id').first().getAttribute('title')).toMatch(/\S{8,}/);

    // Search: case-insensitive, e-mail or user id, over every page (member05 is on the third).
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('MEMBER10');
    await expect
      .poll(() => emails(page))
      .toEqual([...Array.from({ length: 10 }, (_, index) => member(109 - index)), member(10)]);
    expect(await count()).toBe('Page 1 of 1 · 11 users match');
    await search.fill(`${tag}-105`);
    await expect.poll(() => emails(page)).toEqual([member(105)]);
    await search.fill(' member05 ');
    await expect.poll(() => emails(page)).toEqual([member(5)]);
    expect(await count()).toBe('Page 1 of 1 · 1 user matches');
    await search.fill('nobody-at-all');
    await page.getByText(adminUserTexts.noMatches).waitFor();
    expect(await emails(page)).toEqual([]);
    await search.fill('');

    // The status filter: the 22 ARCHIVED users of every page.
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.selectOption('ARCHIVED');
    await expect.poll(() => badges(page)).toEqual(Array(22).fill('ARCHIVED'));
    expect(await emails(page)).toContain(member(3));
    await status.selectOption('');
    await expect.poll(() => emails(page).then((list) => list.length)).toBe(50);

    // Another page, then a search: back to page 1, with what it finds.
    await pagination(page).getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => emails(page).then((list) => list[0])).toBe(member(61));
    expect(await currentPage(page)).toBe('2');
    await search.fill('MEMBER');
    await expect.poll(() => count()).toBe(`Page 1 of 3 · ${crowd} users match`);
    expect(await currentPage(page)).toBe('1');
    expect((await emails(page))[0]).toBe(member(crowd - 1));
    await search.fill('');
    await expect.poll(() => count()).toBe(`Page 1 of 3 · ${total} users in all`);

    // 25 a page: five pages, the current one ±2 with ellipses for the rest.
    const perPage = page.getByRole('combobox', { name: 'Per page' });
    await pagination(page).getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => currentPage(page)).toBe('3');
    await perPage.selectOption('25');
    await expect.poll(() => emails(page).then((list) => list.length)).toBe(25);
    expect(await currentPage(page)).toBe('1');
    expect(await pageLinks(page)).toEqual(['1', '2', '3', '…']);
    await pagination(page).getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => pageLinks(page)).toEqual(['1', '2', '3', '4', '5']);
    await pagination(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => currentPage(page)).toBe('4');
    await pagination(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pageLinks(page)).toEqual(['…', '3', '4', '5']);
    await expect.poll(() => emails(page).then((list) => list.at(-1))).toBe(member(0));
    expect(await emails(page)).toHaveLength(total - 100);
    expect(await pagination(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await pagination(page).getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => currentPage(page)).toBe('4');
    await perPage.selectOption('50');
    await expect.poll(() => currentPage(page)).toBe('1');
    expect(await pageLinks(page)).toEqual(['1', '2', '3']);
    expect(errors).toEqual([]);
  }, 90_000);

  it('shows a user’s details; disabling them refuses their session at once, enabling lets them back; admin rights and resets; the server’s refusals show in the dialog', async () => {
    const { page, errors } = await openUsers();
    await page.getByRole('button', { name: victimEmail }).click();
    const panel = details(page, victimEmail);
    await panel.getByText('Email verified').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName + ' ' + document.activeElement?.textContent)).toBe(
      `H2 ${victimEmail}`,
    );
    expect(await detail(page, victimEmail, 'Status')).toBe('CONFIRMED');
    expect(await detail(page, victimEmail, 'Email verified')).toBe('Yes');
    expect(await detail(page, victimEmail, 'Notes')).toBe('0');
    expect(await detail(page, victimEmail, 'Admin')).toBe('No');
    expect(await detail(page, victimEmail, 'MFA')).toBe('Off');
    // Login types as people name them: the API's 'cognito' is an e-mail and password.
    expect(await detail(page, victimEmail, 'Login type')).toBe('E-mail and password');
    const row = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: victimEmail }) });
    const act = async (button: string, title: string, confirm: string) => {
      await panel.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: confirm }).click();
      await dialog.waitFor({ state: 'hidden' });
    };

    await act('Disable', 'Disable this user?', 'Disable User');
    await panel
      .getByRole('status')
      .filter({ hasText: `${victimEmail} is disabled.` })
      .waitFor();
    // Disabled beside the status it keeps: ARCHIVED is a status of its own.
    await expect.poll(() => detail(page, victimEmail, 'Status')).toBe('CONFIRMED Disabled');
    await expect.poll(() => row.locator('.admin-badge').allTextContents()).toEqual(['CONFIRMED', 'Disabled']);
    if (shots) await page.screenshot({ path: `${shots}/admin-user-disabled-1280.png`, fullPage: true });
    // Focus is on the button that took Disable's place.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Enable');
    expect(await failureOf(victim.call(endpoints.session))).toMatchObject({ status: 401 });

    await act('Enable', 'Enable this user?', 'Enable User');
    await expect.poll(() => detail(page, victimEmail, 'Status')).toBe('CONFIRMED');
    await expect.poll(() => row.locator('.admin-badge').allTextContents()).toEqual(['CONFIRMED']);
    expect(
      await browserLikeClient(app.server.url).call(endpoints.signIn, { body: { email: victimEmail, password } }),
    ).toMatchObject({ isSignedIn: true });

    await act('Require Password Reset', 'Require a password reset?', 'Require Reset');
    await expect.poll(() => detail(page, victimEmail, 'At next sign-in')).toBe('Reset their password');
    // Already required: not offered again.
    expect(await panel.getByRole('button', { name: 'Require Password Reset' }).count()).toBe(0);
    await act('Grant Admin', 'Make this user an admin?', 'Grant Admin');
    await expect.poll(() => detail(page, victimEmail, 'Admin')).toBe('Yes, granted in this panel');
    await act('Revoke Admin', 'Remove admin rights?', 'Revoke Admin');
    await expect.poll(() => detail(page, victimEmail, 'Admin')).toBe('No');

    // The server refuses: the admin's own account.
    await page.getByRole('button', { name: adminEmail }).click();
    const own = details(page, adminEmail);
    await own.getByText('Email verified').waitFor();
    expect(await detail(page, adminEmail, 'Admin')).toBe('Yes, set by ADMIN_EMAILS on the server');
    for (const [button, title, confirm, refusal] of [
      ['Disable', 'Disable this user?', 'Disable User', adminMessages.cannotDisableSelf],
      ['Revoke Admin', 'Remove admin rights?', 'Revoke Admin', adminMessages.cannotRevokeSelf],
    ] as const) {
      await own.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: confirm }).click();
      await dialog.getByRole('alert').filter({ hasText: refusal }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(await detail(page, adminEmail, 'Status')).toBe('CONFIRMED');
    await own.getByRole('button', { name: 'Close Details' }).click();
    await own.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(adminEmail);
    const audit = await admin.call(adminEndpoints.adminAudit, { query: { pageSize: 25 } });
    expect(audit.entries.filter((entry) => entry.target === victimEmail).map((entry) => entry.action)).toEqual([
      'user.revoke-admin',
      'user.grant-admin',
      'user.require-password-reset',
      'user.enable',
      'user.disable',
    ]);
    // Failed attempts (the refusals above) log a console error of the browser's own for each 400.
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    errors.length = 0;
    await page.setViewportSize({ width: 360, height: 800 });
    await expectCleanPage(page, errors, 'details at 360 px');
  }, 90_000);

  it('resets the second factors of a user who lost their phone, after a confirmation; they are mailed and sign in with the password alone', async () => {
    const lostEmail = 'lost.users@rivals.test';
    const lost = await signedInClient(app, lostEmail, password);
    const { sharedSecret } = await lost.call(endpoints.startTotpSetup);
    await lost.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });
    const { page, errors } = await openUsers();
    await page.getByRole('searchbox', { name: 'Search' }).fill('lost.users');
    await expect.poll(() => emails(page)).toEqual([lostEmail]);
    await page.getByRole('button', { name: lostEmail }).click();
    const panel = details(page, lostEmail);
    await expect.poll(() => detail(page, lostEmail, 'MFA')).toBe('TOTP');
    const dialog = page.getByRole('dialog', { name: 'Reset this user’s second factors?' });

    // Cancelled: nothing changes.
    await panel.getByRole('button', { name: 'Reset Second Factors' }).click();
    expect(await dialog.textContent()).toContain(`recovery codes and passkeys of ${lostEmail} are removed`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await detail(page, lostEmail, 'MFA')).toBe('TOTP');

    await panel.getByRole('button', { name: 'Reset Second Factors' }).click();
    await dialog.getByRole('button', { name: 'Reset Factors' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await panel
      .getByRole('status')
      .filter({ hasText: `${lostEmail} now signs in with their password alone.` })
      .waitFor();
    await expect.poll(() => detail(page, lostEmail, 'MFA')).toBe('Off');
    expect(await panel.getByRole('button', { name: 'Reset Second Factors' }).count()).toBe(0);
    await app.mail.waitFor(lostEmail, /second factors were reset/);
    expect(await failureOf(lost.call(endpoints.session))).toMatchObject({ status: 401 });
    expect(
      await browserLikeClient(app.server.url).call(endpoints.signIn, { body: { email: lostEmail, password } }),
    ).toMatchObject({ isSignedIn: true });
    const audit = await admin.call(adminEndpoints.adminAudit, { query: { pageSize: 25 } });
    expect(audit.entries.filter((entry) => entry.target === lostEmail)).toMatchObject([
      { action: 'user.reset-second-factors', before: { mfa: 'TOTP' }, after: { mfa: 'off' } },
    ]);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectCleanPage(page, errors, 'reset at 360 px');
  }, 90_000);

  it('creates a user, who is mailed a temporary password', async () => {
    const { page, errors } = await openUsers();
    const email = 'recruit.users@rivals.test';
    await page.getByRole('button', { name: 'Create User' }).click();
    const form = page.getByRole('form', { name: 'Create User' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Create User' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${email} is created.` })
      .waitFor();
    expect(await form.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    await expect.poll(() => emails(page).then((list) => list[0])).toBe(email);
    await app.mail.waitFor(email, /temporary password/);
    await page.getByRole('button', { name: 'Create User' }).click();
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Create User' }).click();
    await form.getByRole('alert').filter({ hasText: adminMessages.userExists }).waitFor();
    expect(errors.filter((error) => !error.includes('409') && !error.includes('400'))).toEqual([]);
  }, 60_000);

  it('says when the list or a user’s details cannot be loaded, and when there are no users', async () => {
    const { page } = await openUsers();
    await page.route(/\/api\/admin\/users\/[^/?]+$/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'INTERNAL_ERROR', message: 'down' }),
      }),
    );
    await page.getByRole('button', { name: victimEmail }).click();
    await details(page, victimEmail).getByText(adminUserTexts.detailsFailed).waitFor();

    await page.route(/\/api\/admin\/users\?/, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'INTERNAL_ERROR', message: 'down' }),
      }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    const failure = page.getByRole('alert').filter({ hasText: adminUserTexts.loadFailedTitle });
    await failure.waitFor();
    expect(await failure.textContent()).toContain(adminUserTexts.loadFailed);
    await page.unroute(/\/api\/admin\/users\?/);
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('button', { name: adminEmail }).waitFor();

    await page.route(/\/api\/admin\/users\?/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ users: [], totalCount: 0 }),
      }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText(adminUserTexts.noUsers, { exact: true }).waitFor();
    expect(await pagination(page).count()).toBe(0);
  }, 60_000);
});
