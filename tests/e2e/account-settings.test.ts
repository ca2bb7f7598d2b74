import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authErrorMessages, formMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { drawnEmoji } from '../support/drawn-emoji.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { newEmail } from '../support/new-email.ts';
import { useSignedInPage } from '../support/signed-in-page.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const alert = (page: Page) => page.locator('main').getByRole('alert');

describe.skipIf(!available)('account settings in Chromium', () => {
  // One user's journey, in one browser context (one cookie jar), test after test.
  const email = newEmail('nemesis.fan');
  let password = 'second password 2';
  const account = useSignedInPage(app, available, email, password);
  let page: Page;

  beforeAll(async () => {
    if (!available) return;
    page = account.page;
    await page.goto(`${app.server.url}/account`);
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
    await expect.poll(() => section.getByRole('alert').textContent()).toContain(authErrorMessages.wrongCurrentPassword);

    await section.getByLabel('Current Password').fill(password);
    await submit.click();
    await section.getByText('Your password has been changed.').waitFor();
    password = 'third password 3';
    expect(await section.getByLabel('Current Password').inputValue()).toBe('');

    // This session stays; the new password works for a new one.
    await page.reload();
    await page.getByText(`Signed in as ${email}`).waitFor();
    const check = await browserLikeClient(app.server.url).call(endpoints.signIn, { body: { email, password } });
    expect(check.isSignedIn).toBe(true);
  });

  it('creates a personal access token shown once that works as a Bearer token, and revokes it', async () => {
    const section = page.getByRole('region', { name: 'Personal Access Tokens' });
    await section.getByText('You have no personal access tokens.').waitFor();
    await section.getByLabel('Token name').fill('e2e script');
    expect(await section.getByLabel('Expires after').inputValue()).toBe('90');
    await section.getByLabel('Expires after').selectOption('30');
    await section.getByRole('button', { name: 'Create Token' }).click();
    const tokenField = section.getByLabel('New personal access token');
    await tokenField.waitFor();
    const token = await tokenField.inputValue();
    expect(token.length).toBeGreaterThan(20);
    expect(await tokenField.getAttribute('readonly')).not.toBeNull();
    // The warning's ⚠️ is the app's image, not a font's glyph.
    expect(await drawnEmoji(section.locator('.new-token__warning'))).toEqual({ images: ['⚠️'], characters: [] });
    expect(await section.textContent()).toContain("It won't be shown again");
    const in30Days = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date(Date.now() + 30 * 86_400_000),
    );
    expect(await section.textContent()).toContain(`It works until ${in30Days}.`);
    expect(await section.locator('.token-list__name').allTextContents()).toEqual(['e2e script']);

    const bearer = { Authorization: `Bearer ${token}` };
    const answer = await fetch(`${app.server.url}${endpoints.session.path}`, { headers: bearer });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ email, authMethod: 'token' });

    // Shown once: after a reload only its name and dates are listed.
    await page.reload();
    await section.locator('.token-list__name').getByText('e2e script').waitFor();
    expect(await section.getByLabel('New personal access token').count()).toBe(0);
    expect(await section.locator('.token-list__meta').textContent()).not.toContain('Never');
    expect(await section.locator('.token-list__meta').textContent()).toContain(`Expires${in30Days}`);

    await section.getByRole('button', { name: 'Revoke token e2e script' }).click();
    await section.getByText('You have no personal access tokens.').waitFor();
    expect((await fetch(`${app.server.url}${endpoints.session.path}`, { headers: bearer })).status).toBe(401);
  });

  it('shows the claims and runs the health check and an authenticated call on /debug-auth', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${app.server.url}/debug-auth`);
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

  it('deletes the account through an accessible confirmation modal that asks for the password; signing in again fails', async () => {
    await page.goto(`${app.server.url}/account`);
    const opener = page.getByRole('button', { name: 'Delete Account' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);

    // The session alone deletes nothing: the password is asked for, and a wrong one is said at its field.
    await opener.click();
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
    const field = dialog.getByLabel('Current Password');
    await confirm.click();
    await dialog.getByText(formMessages.required).waitFor();
    await field.fill('not my password at all');
    await confirm.click();
    await dialog.getByText(authErrorMessages.wrongCurrentPassword).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(
      await app.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeDefined();
    // Typing again clears it; Enter in the field confirms.
    await field.fill(password);
    await expect.poll(() => dialog.getByText(authErrorMessages.wrongCurrentPassword).count()).toBe(0);
    await field.press('Enter');
    await page.waitForURL(`${app.server.url}/`);
    await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(
      await app.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();

    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => alert(page).textContent()).toContain(authErrorMessages.NotAuthorizedException);
  });
});
