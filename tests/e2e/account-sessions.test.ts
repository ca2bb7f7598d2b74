import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, openPage, scrollsSideways } from '../support/browser.ts';
import { headerOf } from '../support/mail-catcher.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { newEmail } from '../support/new-email.ts';
import { signInThroughUi } from '../support/sign-in-through-ui.ts';
import { useSignedInPage } from '../support/signed-in-page.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const devices = (page: Page) => page.getByRole('list', { name: 'Signed-in browsers and tokens' }).getByRole('listitem');

describe.skipIf(!available)('where the account is signed in, in Chromium', () => {
  const email = newEmail('two.browsers');
  const password = 'two browsers password';
  const account = useSignedInPage(app, available, email, password);

  it('lists this browser and another one in the Security section, and signing the other out ends it at once', async () => {
    const { page: other } = await openPage(app.browser, { userAgent: firefoxOnWindows });
    await signInThroughUi(other, app.server.url, email, password);

    const page = account.page;
    await page.goto(`${app.server.url}/account`);
    const security = page.getByRole('region', { name: 'Security' });
    await expect.poll(() => devices(page).count()).toBe(2);
    const current = devices(page).filter({ hasText: 'This browser' });
    expect(await current.textContent()).toMatch(/Chrome on Linux.*Where127\.0\.0\.1.*Signed in.*Last used/);
    expect(await current.getByRole('button').count()).toBe(0);
    const firefox = devices(page).filter({ hasText: 'Firefox on Windows' });
    expect(await firefox.textContent()).toMatch(/Where127\.0\.0\.1.*Signed in.*Last used/);

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await scrollsSideways(page), `at ${width} px`).toBe(false);
    }

    await security.getByRole('button', { name: 'Sign Out Firefox on Windows' }).click();
    await expect.poll(() => devices(page).count()).toBe(1);
    expect((await other.request.get(`${app.server.url}/api/v1/auth/session`)).status()).toBe(401);
    await other.goto(`${app.server.url}/account`);
    await other.getByText(formMessages.loginRequiredForAccount).waitFor();
    // This browser stays signed in, and has nothing left to sign out.
    await page.reload();
    await expect.poll(() => devices(page).count()).toBe(1);
    expect(await security.getByRole('button', { name: 'Sign Out All Others' }).count()).toBe(0);
  });

  it('signs out every other browser after a confirmation, keeping this one', async () => {
    const others = await Promise.all([openPage(app.browser, { userAgent: firefoxOnWindows }), openPage(app.browser)]);
    for (const { page } of others) await signInThroughUi(page, app.server.url, email, password);

    const page = account.page;
    await page.goto(`${app.server.url}/account`);
    await expect.poll(() => devices(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Sign Out All Others' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Sign Out All Others' }).click();
    await page.getByText('Signed out 2 other browsers and tokens.').waitFor();
    await expect.poll(() => devices(page).count()).toBe(1);
    for (const { page: signedOut } of others)
      expect((await signedOut.request.get(`${app.server.url}/api/v1/auth/session`)).status()).toBe(401);
  });

  it('a password change drops the other browser and the tokens from their lists at once, says so, and mails the owner', async () => {
    const { page: other } = await openPage(app.browser, { userAgent: firefoxOnWindows });
    await signInThroughUi(other, app.server.url, email, password);
    await account.client.call(endpoints.createToken, { body: { name: 'nightly script' } });
    const page = account.page;
    await page.goto(`${app.server.url}/account`);
    const tokens = page.getByRole('region', { name: 'Personal Access Tokens' });
    await tokens.locator('.token-list__name').getByText('nightly script').waitFor();
    await expect.poll(() => devices(page).count()).toBe(3);

    const section = page.getByRole('region', { name: 'Change Password' });
    await section.getByLabel('Current Password').fill(password);
    await section.getByLabel('New Password', { exact: true }).fill('changed password 2');
    await section.getByLabel('Confirm New Password').fill('changed password 2');
    await section.getByRole('button', { name: 'Change Password' }).click();
    await section
      .getByText(
        'Your password has been changed. Any other devices signed in to your account have been signed out, and your personal access tokens have been revoked.',
      )
      .waitFor();
    // Without a reload: the lists load again with the change.
    await tokens.getByText('You have no personal access tokens.').waitFor();
    await expect.poll(() => devices(page).count()).toBe(1);
    expect((await other.request.get(`${app.server.url}/api/v1/auth/session`)).status()).toBe(401);

    const notice = await app.mail.waitFor(email, /password of your Nemesis Day account was changed/);
    expect(headerOf(notice, 'subject')).toBe('Your Nemesis Day password was changed');
  });
});
