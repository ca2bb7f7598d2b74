import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authErrorMessages, formMessages, maskEmail } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { Database } from '../../server/db/database.ts';
import { browserAvailable, closeContexts, launchBrowser, openPage, scrollsSideways, seriousAxeViolations } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const available = browserAvailable();
const adminEmail = 'boss@rivals.test';
let server: TestServer;
let mail: MailCatcher;
let database: Database;
let browser: Browser;

beforeAll(async () => {
  if (!available) return;
  mail = await startMailCatcher();
  server = await startTestServer({ env: { SMTP_URL: mail.url, ADMIN_EMAILS: adminEmail } });
  database = openTestDatabase(server.storage);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await database?.db.destroy();
  await server?.close();
  await mail?.close();
});

const path = (page: Page) => new URL(page.url()).pathname;
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const alert = (page: Page) => page.locator('main').getByRole('alert');

/** Signs up and confirms through the API (not the UI); the account can then sign in. */
async function createAccount(email: string, password: string): Promise<void> {
  const api = browserLikeClient(server.url);
  const sent = mail.messages.length;
  await api.call(endpoints.signUp, { body: { email, password } });
  await api.call(endpoints.confirmSignUp, { body: { email, code: await mail.latestCode(email, sent) } });
}

/** Signs in through the Sign In tab and waits for the account page. */
async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${server.url}/account`);
  await page.getByText(`Signed in as ${email}`).waitFor();
}

describe.skipIf(!available)('accounts in Chromium', () => {
  // One user's journey, in one browser context (one cookie jar), test after test.
  const email = `nemesis.fan.${Date.now()}@rivals.test`;
  let password = 'first password 1';
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    if (!available) return;
    ({ page } = await openPage(browser));
    context = page.context();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('signs up with the form rules, confirms with the e-mailed code and lands on the account page', async () => {
    await page.goto(`${server.url}/login/sign-up`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Login to Your Account');
    expect(await page.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe('true');
    const submit = page.getByRole('button', { name: 'Create Account' });
    const emailField = page.getByLabel('Email');
    const passwordField = page.getByLabel('Password', { exact: true });
    const confirmField = page.getByLabel('Confirm Password');

    // A field's message shows once it has been left, and clears when it is edited.
    await emailField.focus();
    await passwordField.focus();
    await expect.poll(() => page.getByText(formMessages.required).count()).toBe(1);
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    await emailField.fill('not-an-email');
    expect(await emailField.getAttribute('aria-invalid')).toBeNull();
    await emailField.blur();
    await page.getByText(formMessages.invalidEmail).waitFor();
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    // Password rules and the match check show while typing.
    await passwordField.fill('short');
    await page.getByText('Password must have at least 8 characters').waitFor();
    await confirmField.fill('short');
    expect(await page.getByText(formMessages.passwordsMustMatch).count()).toBe(0);
    await confirmField.fill('shorter');
    await page.getByText(formMessages.passwordsMustMatch).waitFor();
    expect(await submit.isDisabled()).toBe(true);

    // Values are trimmed, passwords are not.
    await emailField.fill(`  ${email}  `);
    await passwordField.fill(password);
    await confirmField.fill(password);
    expect(await page.getByText(formMessages.invalidEmail).count()).toBe(0);
    expect(await page.getByText(formMessages.passwordsMustMatch).count()).toBe(0);
    const sent = mail.messages.length;
    await submit.click();

    // The confirm screen is a state of the page: the URL stays.
    await page.getByRole('heading', { name: 'Confirm Your Email' }).waitFor();
    expect(path(page)).toBe('/login/sign-up');
    expect(await page.locator('main').textContent()).toContain(maskEmail(email));
    const firstCode = await mail.latestCode(email, sent);

    // A wrong code: the server's message in a dismissible alert above the submit button.
    await page.getByLabel('Confirmation Code').fill(firstCode === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => alert(page).textContent()).toContain(authErrorMessages.CodeMismatchException);
    const alertBox = (await alert(page).boundingBox())!;
    const confirmBox = (await page.getByRole('button', { name: 'Confirm', exact: true }).boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(confirmBox.y);

    // Resend Code sends a fresh code.
    const beforeResend = mail.messages.length;
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await page.getByText(/A new code has been sent to/).waitFor();
    const code = await mail.latestCode(email, beforeResend);
    await page.getByLabel('Confirmation Code').fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    await page.waitForURL(`${server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(await mainNav(page).getByRole('link').allTextContents()).toEqual(['Famous Nemesises', 'Send a Nemesis Note', 'FAQ', 'Contact', 'My Account']);
    expect(await mainNav(page).getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);

    // The login was reported once the user appeared.
    await expect
      .poll(async () => (await database.db.selectFrom('users').select(['loginType', 'lastLoginAt']).where('email', '=', email).executeTakeFirst())?.loginType)
      .toBe('cognito');

    // Home's call to action now leads to the wizard.
    await page.locator('.nav__brand').click();
    await page.locator('main h1').getByText('February 15th').waitFor();
    expect(await page.getByRole('link', { name: '👿 Create Your Nemesis Note' }).getAttribute('href')).toBe('/create-nemesis-note');
    expect(await page.getByText('Generate an AI-powered roast about your nemesis!').count()).toBe(1);

    // Signed in, /login says so instead of offering the forms.
    await page.goto(`${server.url}/login`);
    await page.getByText('You are already signed in').waitFor();
    expect(await page.locator('main').getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
  });

  it('signs out to home; a wrong password shows the server’s message, which can be dismissed; then signs in', async () => {
    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'My Account' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: '👿 Create Your Nemesis Note' }).getAttribute('href')).toBe('/login');

    await mainNav(page).getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not my password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => alert(page).textContent()).toContain(authErrorMessages.NotAuthorizedException);
    const alertBox = (await alert(page).boundingBox())!;
    const submitBox = (await page.getByRole('button', { name: 'Sign In' }).boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(submitBox.y);
    await alert(page).getByRole('button', { name: 'Dismiss' }).click();
    expect(await alert(page).count()).toBe(0);

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
  });

  it('resets a forgotten password with an e-mailed code, then signs in with the new one', async () => {
    await page.locator('main').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    const sent = mail.messages.length;
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Code', { exact: true }).waitFor();
    expect(path(page)).toBe('/login');

    const code = await mail.latestCode(email, sent);
    password = 'second password 2';
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('New Password').fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await page.getByText('Your password has been reset. Sign in with your new password.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
  });

  it('changes the password on the account page', async () => {
    const section = page.getByRole('region', { name: 'Change Password' });
    const submit = section.getByRole('button', { name: 'Change Password' });
    await section.getByLabel('Current Password').fill('wrong current password');
    await section.getByLabel('New Password', { exact: true }).fill('third password 3');
    await section.getByLabel('Confirm New Password').fill('third password 3!');
    await section.getByText(formMessages.passwordsMustMatch).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await section.getByLabel('Confirm New Password').fill('third password 3');
    await submit.click();
    await expect.poll(() => section.getByRole('alert').textContent()).toContain(authErrorMessages.NotAuthorizedException);

    await section.getByLabel('Current Password').fill(password);
    await submit.click();
    await section.getByText('Your password has been changed.').waitFor();
    password = 'third password 3';
    expect(await section.getByLabel('Current Password').inputValue()).toBe('');

    // This session stays; the new password works for a new one.
    await page.reload();
    await page.getByText(`Signed in as ${email}`).waitFor();
    const check = await browserLikeClient(server.url).call(endpoints.signIn, { body: { email, password } });
    expect(check.isSignedIn).toBe(true);
  });

  it('creates a personal access token shown once that works as a Bearer token, and revokes it', async () => {
    const section = page.getByRole('region', { name: 'Personal Access Tokens' });
    await section.getByText('You have no personal access tokens.').waitFor();
    await section.getByLabel('Token name').fill('e2e script');
    await section.getByRole('button', { name: 'Create Token' }).click();
    const tokenField = section.getByLabel('New personal access token');
    await tokenField.waitFor();
    const token = await tokenField.inputValue();
    expect(token.length).toBeGreaterThan(20);
    expect(await tokenField.getAttribute('readonly')).not.toBeNull();
    expect(await section.textContent()).toContain("It won't be shown again");
    expect(await section.locator('.token-list__name').allTextContents()).toEqual(['e2e script']);

    const bearer = { Authorization: `Bearer ${token}` };
    const answer = await fetch(`${server.url}${endpoints.session.path}`, { headers: bearer });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ email, authMethod: 'token' });

    // Shown once: after a reload only its name and dates are listed.
    await page.reload();
    await section.locator('.token-list__name').getByText('e2e script').waitFor();
    expect(await section.getByLabel('New personal access token').count()).toBe(0);
    expect(await section.locator('.token-list__meta').textContent()).not.toContain('Never');

    await section.getByRole('button', { name: 'Revoke token e2e script' }).click();
    await section.getByText('You have no personal access tokens.').waitFor();
    expect((await fetch(`${server.url}${endpoints.session.path}`, { headers: bearer })).status).toBe(401);
  });

  it('shows the claims and runs the health check and an authenticated call on /debug-auth', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}/debug-auth`);
    const user = page.getByRole('region', { name: 'User Status' });
    await user.getByText(email).waitFor();
    const claims = JSON.parse((await page.locator('.debug__json').textContent())!);
    expect(claims).toMatchObject({ email, username: email, authMethod: 'password', isAdmin: false });
    expect(await user.textContent()).toContain(claims.sub);
    expect(await page.getByRole('region', { name: 'Session Status' }).textContent()).toContain('Succeeded');

    await page.getByRole('button', { name: 'Test Health Check' }).click();
    const health = page.getByRole('status', { name: 'Health check result' });
    await health.getByText(/\d+ ms/).waitFor();
    expect(await health.textContent()).toMatch(/Statusok.*Version\d+\.\d+\.\d+.*Databaseok/);

    await page.getByRole('button', { name: 'Test Authenticated Call' }).click();
    const call = page.getByRole('status', { name: 'Authenticated call result' });
    await call.getByText('OK', { exact: true }).waitFor();
    expect(await call.textContent()).toContain(email);
    expect(errors).toEqual([]);
  });

  it('deletes the account through an accessible confirmation modal; signing in again fails', async () => {
    await page.goto(`${server.url}/account`);
    const opener = page.getByRole('button', { name: 'Delete Account' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);

    await opener.click();
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL(`${server.url}/`);
    await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => alert(page).textContent()).toContain(authErrorMessages.NotAuthorizedException);
  });
});

describe.skipIf(!available)('sign-in steps and pages in Chromium', () => {
  // Each test opens its own pages; none outlives it.
  afterEach(() => closeContexts(browser));

  it('switches tabs with the route, by click, arrow keys and history', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${server.url}/login`);
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
    const email = `half.done.${Date.now()}@rivals.test`;
    const sent = mail.messages.length;
    await browserLikeClient(server.url).call(endpoints.signUp, { body: { email, password: 'half done pass' } });
    await mail.latestCode(email, sent);
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('half done pass');
    const beforeSignIn = mail.messages.length;
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Confirm Your Email' }).waitFor();
    await page.getByLabel('Confirmation Code').fill(await mail.latestCode(email, beforeSignIn));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL(`${server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    await page.locator('main').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);

    await database.db.updateTable('users').set({ requiredAction: 'NEW_PASSWORD' }).where('email', '=', email).execute();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('half done pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await page.getByLabel('New Password').fill('my own new password');
    await page.getByLabel('Confirm Password').fill('my own new password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL(`${server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(await browserLikeClient(server.url).call(endpoints.signIn, { body: { email, password: 'my own new password' } })).toMatchObject({ isSignedIn: true });
  });

  it('shows Admin in the nav only to an admin', async () => {
    await createAccount(adminEmail, 'the boss password');
    const { page } = await openPage(browser);
    await signInThroughUi(page, adminEmail, 'the boss password');
    expect(await mainNav(page).getByRole('link').allTextContents()).toEqual(['Famous Nemesises', 'Send a Nemesis Note', 'FAQ', 'Contact', 'Admin', 'My Account']);
    expect(await mainNav(page).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('notices, when a tab comes back into view, that another tab signed out and in as someone else', async () => {
    const [first, second] = [`first.tab.${Date.now()}@rivals.test`, `second.tab.${Date.now()}@rivals.test`];
    await createAccount(first, 'first tab password');
    await createAccount(second, 'second tab password');
    const { page } = await openPage(browser);
    await signInThroughUi(page, first, 'first tab password');
    // Another tab of the same browser (one cookie jar) signs out, then in as the second user.
    const other = await page.context().newPage();
    await other.goto(`${server.url}/account`);
    await mainNav(other).getByRole('button', { name: 'Sign Out' }).click();
    await other.waitForURL(`${server.url}/`);
    await signInThroughUi(other, second, 'second tab password');
    expect(await page.getByText(`Signed in as ${first}`).count()).toBe(1);

    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByText(`Signed in as ${second}`).waitFor();
    await mainNav(other).getByRole('button', { name: 'Sign Out' }).click();
    await other.waitForURL(`${server.url}/`);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByText(formMessages.loginRequiredForAccount).waitFor();
    await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
  });

  it('shows the sign-out failure message near the nav when the server cannot be reached', async () => {
    const email = `stuck.${Date.now()}@rivals.test`;
    await createAccount(email, 'stuck password');
    const { page } = await openPage(browser);
    await signInThroughUi(page, email, 'stuck password');
    await page.route('**/api/v1/auth/sign-out', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"INTERNAL_ERROR","message":"boom"}' }));
    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
    // The sign-out call retries with back-off (1 s, then 2 s) before it gives up.
    const message = page.locator('header').getByRole('alert');
    await expect.poll(() => message.count(), { timeout: 10_000 }).toBe(1);
    expect(await message.textContent()).toContain(formMessages.signOutFailed);
    expect(path(page)).toBe('/account');
    await message.getByRole('button', { name: 'Dismiss' }).click();
    expect(await message.count()).toBe(0);
  });

  it('revokes two personal access tokens at once: both stay gone, each button busy until its own answer', async () => {
    const email = `revoker.${Date.now()}@rivals.test`;
    await createAccount(email, 'revoker password');
    // The service worker controls pages only from their next load, so page.route sees this page's calls.
    const { page, errors } = await openPage(browser);
    await signInThroughUi(page, email, 'revoker password');
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
  async function checkPages(pages: { path: string; ready: string }[], options: BrowserContextOptions, state: string): Promise<void> {
    for (const { path: target, ready } of pages) {
      for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 740 }]) {
        const where = `${target} signed ${state} at ${viewport.width}px`;
        const { page, errors } = await openPage(browser, { ...options, viewport });
        await page.goto(`${server.url}${target}`);
        await page.locator('main').getByText(ready).first().waitFor();
        expect(await seriousAxeViolations(page), where).toEqual([]);
        expect(await scrollsSideways(page), where).toBe(false);
        expect(errors, where).toEqual([]);
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
    const email = `axe.${Date.now()}@rivals.test`;
    await createAccount(email, 'axe password 1');
    const { page: signingIn } = await openPage(browser);
    await signInThroughUi(signingIn, email, 'axe password 1');
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
