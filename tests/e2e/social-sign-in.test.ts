import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { socialErrorMessages, socialMethodMessages } from '#contract/auth/social-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { useTestSocialProviders } from '../support/test-social-providers.ts';
import { totpCode } from '../support/totp-code.ts';

const available = browserAvailable();
const providers = useTestSocialProviders(available);
const app = useBrowserTestServer(available, providers.env);
let counter = 0;
const unique = (name: string) => `${name}${Date.now()}${++counter}`;
const mainAlert = (page: Page) => page.locator('main').getByRole('alert');

/** A page whose requests leave this machine fail at once (oidc-provider's pages import a web font). */
async function openOfflinePage(): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(app.browser);
  await opened.page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  return opened;
}

/** Signs in on oidc-provider's development pages as `login` and consents. */
async function signInAtTestIssuer(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

// Each test goes to a provider and back: more than one step's time on a busy machine.
describe.skipIf(!available)('social sign-in in Chromium', { timeout: 60_000 }, () => {
  afterEach(() => closeContexts(app.browser));

  it('shows a button per configured provider on both tabs, clean at 1280 and 360 px', async () => {
    for (const width of [1280, 360]) {
      const { page, errors } = await openPage(app.browser, { viewport: { width, height: 900 } });
      await page.goto(`${app.server.url}/login`);
      for (const name of ['Sign in with Google', 'Sign in with Facebook', 'Sign in with Acme SSO'])
        await page.getByRole('link', { name }).waitFor();
      await expectCleanPage(page, errors, `sign-in tab at ${width}`);
      await page.getByRole('tab', { name: 'Create Account' }).click();
      await page.getByRole('tabpanel').getByRole('link', { name: 'Sign in with Google' }).waitFor();
      await expectCleanPage(page, errors, `sign-up tab at ${width}`);
    }
  });

  it('signs a newcomer in with Google at the provider and lands on the account page', async () => {
    const { page } = await openOfflinePage();
    const login = `1098${Date.now()}`;
    providers.google.accounts.set(login, {
      email: `${login}@gmail.test`,
      email_verified: true,
      given_name: 'Gia',
      family_name: 'Grudge',
    });
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await signInAtTestIssuer(page, login);
    await page.getByText(`Signed in as ${login}@gmail.test`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).waitFor();
  });

  it('signs in with the generic issuer', async () => {
    const { page } = await openOfflinePage();
    const login = unique('sso');
    await page.goto(`${app.server.url}/login/sign-up`);
    await page.getByRole('link', { name: 'Sign in with Acme SSO' }).click();
    await signInAtTestIssuer(page, login);
    await page.getByText(`Signed in as ${login}@example.test`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
  });

  it('signs in with Facebook through its login dialog', async () => {
    const { page } = await openPage(app.browser);
    const login = unique('fb');
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Facebook' }).click();
    await page.getByLabel('Email or phone').fill(login);
    await page.getByLabel('Password').fill('any password');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Facebook does not vouch for the address: the verify step comes first, and may be skipped.
    await page.getByRole('heading', { name: 'Account recovery requires verified contact information' }).waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByText(`Signed in as ${login}@example.test`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
  });

  it('asks for the authenticator code after Sign in with Google, then lands on the account page', async () => {
    const login = unique('guarded');
    const email = `${login}@example.test`;
    const client = await signedInClient(app, email, 'correct horse battery');
    const { sharedSecret } = await client.call(endpoints.startTotpSetup);
    await client.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });

    const { page, errors } = await openOfflinePage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await signInAtTestIssuer(page, login);
    await page.getByRole('heading', { name: 'Enter the Code from Your Authenticator App' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The provider's pages' web font, refused offline, is not ours to judge.
    errors.length = 0;
    await expectCleanPage(page, errors, 'confirm TOTP code after Google');
    // The set-up's code is spent; the next step's is within the drift allowed.
    await page.getByLabel('Code').fill(totpCode(sharedSecret, 1));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    await page.getByText('Sign-in provider and authenticator app').first().waitFor();
  });

  it('says the sign-in expired when the step it left is gone', async () => {
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/login?continue=1`);
    await expect.poll(() => mainAlert(page).textContent()).toContain(socialErrorMessages.stepExpired);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  });

  it('says the user cancelled when they cancel at the provider, in a dismissible alert', async () => {
    const { page } = await openOfflinePage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect.poll(() => mainAlert(page).textContent()).toContain(socialErrorMessages.cancelled);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await mainAlert(page).getByRole('button', { name: 'Dismiss' }).click();
    await mainAlert(page).waitFor({ state: 'detached' });
  });

  it('checks the user again after 1 s and goes to the account page when the app opens with a code', async () => {
    const client = await signedInClient(app, `${unique('coder')}@example.test`, 'correct horse battery');
    const { page } = await openPageAs(app, client);
    await page.goto(`${app.server.url}/?code=abc123&state=xyz`);
    await expect.poll(() => page.url()).toBe(`${app.server.url}/account`);
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
  });

  it('links and unlinks a provider on the account page', async () => {
    const email = `${unique('linker')}@example.test`;
    const client = await signedInClient(app, email, 'correct horse battery');
    const { page, errors } = await openPageAs(app, client);
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await page.goto(`${app.server.url}/account`);
    const section = page.getByRole('region', { name: 'Security' });
    await section.getByText('Not linked').first().waitFor();
    await expectCleanPage(page, errors, 'account page with sign-in methods');
    // One place for how the user signs in: no second section, one password row.
    expect(await page.getByRole('region', { name: 'Sign-in Methods' }).count()).toBe(0);
    expect(
      await section.getByRole('list', { name: 'Sign-in methods' }).getByText('Password', { exact: true }).count(),
    ).toBe(1);

    const login = unique('link');
    await section.getByRole('link', { name: 'Link Acme SSO' }).click();
    await signInAtTestIssuer(page, login);
    await section.getByText(`Linked as ${login}@example.test`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    await section.getByRole('button', { name: 'Unlink Acme SSO' }).click();
    await section.getByRole('link', { name: 'Link Acme SSO' }).waitFor();
  });

  it('never unlinks the last way to sign in of an account made through Google; Set a Password sends a code to its address', async () => {
    const { page, errors } = await openOfflinePage();
    const login = unique('only');
    const email = `${login}@example.test`;
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await signInAtTestIssuer(page, login);
    const methods = page.getByRole('region', { name: 'Security' });
    await methods.getByText('Not set: you sign in through a provider.', { exact: false }).waitFor();
    await methods.getByRole('button', { name: 'Unlink Google' }).click();
    await expect.poll(() => methods.getByRole('alert').textContent()).toContain(socialMethodMessages.lastMethod);
    await methods.getByRole('button', { name: 'Unlink Google' }).waitFor();

    // No current password to give: Change Password becomes Set a Password, through a code to the account's address.
    const setPassword = page.getByRole('region', { name: 'Set a Password' });
    await setPassword.getByText(email).waitFor();
    expect(await page.getByRole('region', { name: 'Change Password' }).count()).toBe(0);
    errors.length = 0; // the provider's pages' web font, refused offline, is not ours to judge
    await expectCleanPage(page, errors, 'set a password');
    const sent = app.mail.messages.length;
    await setPassword.getByRole('button', { name: 'Send Code' }).click();
    await setPassword.getByLabel('Code').fill(await app.mail.latestCode(email, sent));
    await setPassword.getByLabel('New Password', { exact: true }).fill('brand new secret 42');
    await setPassword.getByLabel('Confirm New Password').fill('brand new secret 42');
    await setPassword.getByRole('button', { name: 'Set Password' }).click();
    const changePassword = page.getByRole('region', { name: 'Change Password' });
    await changePassword.getByText('Your password has been set.', { exact: false }).waitFor();
    await methods.getByText('Your e-mail address and password.', { exact: false }).waitFor();
    // Still signed in here; and with a password, Google may go.
    expect(new URL(page.url()).pathname).toBe('/account');
    await methods.getByRole('button', { name: 'Unlink Google' }).click();
    await methods.getByRole('link', { name: 'Link Google' }).waitFor();
    const api = browserLikeClient(app.server.url);
    expect(await api.call(endpoints.signIn, { body: { email, password: 'brand new secret 42' } })).toMatchObject({
      isSignedIn: true,
    });
  });
});
