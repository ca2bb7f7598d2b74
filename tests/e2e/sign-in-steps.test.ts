import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { authErrorMessages, formMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, closeContexts, openPage, waitForInteractiveOnLoad } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { newEmail } from '../support/new-email.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { signInThroughUi } from '../support/sign-in-through-ui.ts';

const available = browserAvailable();
const adminEmail = 'boss@rivals.test';
const app = useBrowserTestServer(available, { ADMIN_EMAILS: adminEmail });
const path = (page: Page) => new URL(page.url()).pathname;
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const alert = (page: Page) => page.locator('main').getByRole('alert');

describe.skipIf(!available)('sign-in steps in Chromium', () => {
  // Each test opens its own pages; none outlives it.
  afterEach(() => closeContexts(app.browser));

  it('switches tabs with the route, by click, arrow keys and history', async () => {
    const { page, errors } = await openPage(app.browser);
    await page.goto(`${app.server.url}/login`);
    const signInTab = page.getByRole('tab', { name: 'Sign In' });
    const signUpTab = page.getByRole('tab', { name: 'Create Account' });
    expect(await signInTab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    expect(await panel.getAttribute('aria-labelledby')).toBe(await signInTab.getAttribute('id'));
    expect(await panel.getByRole('button', { name: 'Sign In' }).count()).toBe(1);

    await signUpTab.click();
    await expect.poll(() => path(page)).toBe('/login/sign-up');
    await expect.poll(() => signUpTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Confirm Password').count()).toBe(1);
    expect(await panel.textContent()).toContain('you confirm that you are 18 or older');
    expect(await panel.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms-of-use');

    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => path(page)).toBe('/login');
    await expect.poll(() => signInTab.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.goBack();
    await expect.poll(() => path(page)).toBe('/login/sign-up');
    await expect.poll(() => signUpTab.getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('sends an unconfirmed account to the code step, and an admin-reset one to a new password', async () => {
    const email = newEmail('half.done');
    const sent = app.mail.messages.length;
    await browserLikeClient(app.server.url).call(endpoints.signUp, { body: { email, password: 'half done pass' } });
    await app.mail.latestCode(email, sent);
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('half done pass');
    const beforeSignIn = app.mail.messages.length;
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Confirm Your Email' }).waitFor();
    await page.getByLabel('Confirmation Code').fill(await app.mail.latestCode(email, beforeSignIn));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL(`${app.server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    await page.locator('main').getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${app.server.url}/`);

    await app.database.db
      .updateTable('users')
      .set({ requiredAction: 'NEW_PASSWORD' })
      .where('email', '=', email)
      .execute();
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('half done pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await page.getByLabel('New Password').fill('my own new password');
    await page.getByLabel('Confirm Password').fill('my own new password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL(`${app.server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(
      await browserLikeClient(app.server.url).call(endpoints.signIn, {
        body: { email, password: 'my own new password' },
      }),
    ).toMatchObject({ isSignedIn: true });
  });

  it('shows Admin in the nav only to an admin', async () => {
    await signedInClient(app, adminEmail, 'the boss password');
    const { page } = await openPage(app.browser);
    await signInThroughUi(page, app.server.url, adminEmail, 'the boss password');
    expect(await mainNav(page).getByRole('link').allTextContents()).toEqual([
      'Famous Nemesises',
      'Send a Nemesis Note',
      'FAQ',
      'Contact',
      'Admin',
      'My Account',
    ]);
    expect(await mainNav(page).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('notices, when a tab comes back into view, that another tab signed out and in as someone else', async () => {
    const [first, second] = [newEmail('first.tab'), newEmail('second.tab')];
    await signedInClient(app, first, 'first tab password');
    await signedInClient(app, second, 'second tab password');
    const { page } = await openPage(app.browser);
    await signInThroughUi(page, app.server.url, first, 'first tab password');
    // Another tab of the same browser (one cookie jar) signs out, then in as the second user.
    const other = await page.context().newPage();
    waitForInteractiveOnLoad(other);
    await other.goto(`${app.server.url}/account`);
    await mainNav(other).getByRole('button', { name: 'Sign Out' }).click();
    await other.waitForURL(`${app.server.url}/`);
    await signInThroughUi(other, app.server.url, second, 'second tab password');
    expect(await page.getByText(`Signed in as ${first}`).count()).toBe(1);

    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByText(`Signed in as ${second}`).waitFor();
    await mainNav(other).getByRole('button', { name: 'Sign Out' }).click();
    await other.waitForURL(`${app.server.url}/`);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByText(formMessages.loginRequiredForAccount).waitFor();
    await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
  });

  it('shows the sign-out failure message near the nav when the server cannot be reached', async () => {
    const email = newEmail('stuck');
    await signedInClient(app, email, 'stuck password');
    const { page } = await openPage(app.browser);
    await signInThroughUi(page, app.server.url, email, 'stuck password');
    await page.route('**/api/v1/auth/sign-out', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"INTERNAL_ERROR","message":"boom"}',
      }),
    );
    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
    // The sign-out call retries with back-off (1 s, then 2 s) before it gives up.
    const message = page.locator('header').getByRole('alert');
    await expect.poll(() => message.count(), { timeout: 10_000 }).toBe(1);
    expect(await message.textContent()).toContain(formMessages.signOutFailed);
    expect(path(page)).toBe('/account');
    await message.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => message.count()).toBe(0);
  });

  it('tells a browser refused after too many wrong passwords how long to wait', async () => {
    const email = newEmail('guesser');
    await signedInClient(app, email, 'the right password');
    const { page, errors } = await openPage(app.browser);
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email').fill(email);
    // Five wrong passwords from this browser are each refused as wrong (5 in 15 minutes per account and client)...
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Password').fill(`wrong guess ${i}`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect.poll(() => alert(page).textContent()).toContain(authErrorMessages.NotAuthorizedException);
      await alert(page).getByRole('button', { name: 'Dismiss' }).click();
    }
    // ...and the next try, even with the right password, is refused (429 with Retry-After): the alert says how long to wait.
    await page.getByLabel('Password').fill('the right password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => alert(page).textContent())
      .toContain('Too many wrong attempts. Please wait a while and try again. You can try again in 15 minutes.');
    expect(path(page)).toBe('/login');
    // The refused calls (401, then 429) are the only errors the browser logged.
    expect(errors.filter((error) => !/status of (401|429)/.test(error))).toEqual([]);
  });
});
