import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authErrorMessages, formMessages, maskEmail } from '#contract/auth/auth-messages.ts';
import { browserAvailable, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { newEmail } from '../support/new-email.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const path = (page: Page) => new URL(page.url()).pathname;
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const alert = (page: Page) => page.locator('main').getByRole('alert');

describe.skipIf(!available)('accounts in Chromium', () => {
  // One user's journey, in one browser context (one cookie jar), test after test.
  const email = newEmail('nemesis.fan');
  let password = 'first password 1';
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    if (!available) return;
    ({ page } = await openPage(app.browser));
    context = page.context();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('signs up with the form rules, confirms with the e-mailed code and lands on the account page', async () => {
    await page.goto(`${app.server.url}/login/sign-up`);
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
    const sent = app.mail.messages.length;
    await submit.click();

    // The confirm screen is a state of the page: the URL stays.
    await page.getByRole('heading', { name: 'Confirm Your Email' }).waitFor();
    expect(path(page)).toBe('/login/sign-up');
    expect(await page.locator('main').textContent()).toContain(maskEmail(email));
    const firstCode = await app.mail.latestCode(email, sent);

    // A wrong code: the server's message in a dismissible alert above the submit button.
    await page.getByLabel('Confirmation Code').fill(firstCode === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => alert(page).textContent()).toContain(authErrorMessages.CodeMismatchException);
    const alertBox = (await alert(page).boundingBox())!;
    const confirmBox = (await page.getByRole('button', { name: 'Confirm', exact: true }).boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(confirmBox.y);

    // Resend Code sends a fresh code.
    const beforeResend = app.mail.messages.length;
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await page.getByText(/A new code has been sent to/).waitFor();
    const code = await app.mail.latestCode(email, beforeResend);
    await page.getByLabel('Confirmation Code').fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    await page.waitForURL(`${app.server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(await mainNav(page).getByRole('link').allTextContents()).toEqual([
      'Famous Nemesises',
      'Send a Nemesis Note',
      'FAQ',
      'Contact',
      'My Account',
    ]);
    expect(await mainNav(page).getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);

    // The login was reported once the user appeared.
    await expect
      .poll(
        async () =>
          (
            await app.database.db
              .selectFrom('users')
              .select(['loginType', 'lastLoginAt'])
              .where('email', '=', email)
              .executeTakeFirst()
          )?.loginType,
      )
      .toBe('cognito');

    // Home's call to action now leads to the wizard.
    await page.locator('.nav__brand').click();
    await page.locator('main h1').getByText('February 15th').waitFor();
    expect(await page.getByRole('link', { name: '👿 Create Your Nemesis Note' }).getAttribute('href')).toBe(
      '/create-nemesis-note',
    );
    expect(await page.getByText('Generate an AI-powered roast about your nemesis!').count()).toBe(1);

    // Signed in, /login says so instead of offering the forms.
    await page.goto(`${app.server.url}/login`);
    await page.getByText('You are already signed in').waitFor();
    expect(await page.locator('main').getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
  });

  it('signs out to home; a wrong password shows the server’s message, which can be dismissed; then signs in', async () => {
    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.server.url}/`);
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
    await expect.poll(() => alert(page).count()).toBe(0);

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
  });

  it('resets a forgotten password with an e-mailed code, then signs in with the new one', async () => {
    await page.locator('main').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.server.url}/`);
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    const sent = app.mail.messages.length;
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Code', { exact: true }).waitFor();
    expect(path(page)).toBe('/login');

    const code = await app.mail.latestCode(email, sent);
    password = 'second password 2';
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('New Password').fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await page.getByText('Your password has been reset. Sign in with your new password.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
  });
});
