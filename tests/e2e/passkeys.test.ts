import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passkeyMessages } from '#contract/auth/passkey-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { newEmail } from '../support/new-email.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { signInOnForm } from '../support/sign-in-through-ui.ts';
import { freePort } from '../support/test-server.ts';

const available = browserAvailable();
// WebAuthn takes a host name, never an IP address, as the relying party: the site is served as localhost.
const env: Record<string, string> = {};
beforeAll(async () => {
  const port = String(await freePort());
  Object.assign(env, { PORT: port, PUBLIC_BASE_URL: `http://localhost:${port}` });
});
const app = useBrowserTestServer(available, env);
const password = 'device lock please';
const security = (page: Page) => page.getByRole('region', { name: 'Security' });

/** A page with Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) standing in for the user's device. */
async function pageWithAuthenticator(width = 1280) {
  const { page, errors } = await openPage(app.browser, { viewport: { width, height: 900 } });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, errors };
}

describe.skipIf(!available)('passkeys in Chromium', () => {
  afterEach(() => closeContexts(app.browser));

  it('adds a passkey on the account page, signs in with it, refuses it twice, and forgets it once removed', async () => {
    const base = env.PUBLIC_BASE_URL!;
    const email = newEmail('keyholder');
    await signedInClient(app, email, password);
    const { page, errors } = await pageWithAuthenticator();
    await page.goto(`${base}/login`);
    await signInOnForm(page, base, email, password);

    await security(page).getByRole('button', { name: 'Add passkey' }).click();
    await security(page).getByLabel('Passkey name').fill('Test laptop');
    await security(page).getByRole('button', { name: 'Create Passkey' }).click();
    const list = security(page).getByRole('list', { name: 'Your passkeys' });
    await list.getByText('Test laptop', { exact: true }).waitFor();
    expect(await list.textContent()).toContain('never used');
    await app.mail.waitFor(email, /A passkey was added/);
    await expectCleanPage(page, errors, 'passkey added');

    // The authenticator already holds a passkey for this account: the browser refuses a second.
    await security(page).getByRole('button', { name: 'Add passkey' }).click();
    await security(page).getByLabel('Passkey name').fill('Again');
    await security(page).getByRole('button', { name: 'Create Passkey' }).click();
    await security(page).getByRole('alert').getByText(passkeyMessages.alreadyExists).waitFor();
    await security(page).getByRole('button', { name: 'Cancel' }).click();

    await page.locator('main').getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/login`);
    // The page reports the sign-in (spec's login report) once signed in: it must say passkey, as the server recorded.
    const reported = page.waitForResponse((response) => response.url().endsWith(endpoints.loginReport.path));
    await page.getByRole('button', { name: 'Use a Passkey' }).click();
    await page.waitForURL(`${base}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect((await reported).ok()).toBe(true);
    const recorded = await app.database.db
      .selectFrom('users')
      .select('loginType')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(recorded.loginType).toBe('passkey');
    const claims = await page.evaluate(async () => (await fetch('/api/v1/auth/session')).json());
    expect(claims).toMatchObject({ email, authMethod: 'passkey' });
    await security(page).getByText('Passkey', { exact: true }).first().waitFor();
    await expect.poll(() => list.textContent()).toContain('last used');

    await security(page).getByRole('button', { name: 'Remove passkey Test laptop' }).click();
    await security(page).getByLabel('Current Password').fill(password);
    await security(page).getByRole('button', { name: 'Remove “Test laptop”' }).click();
    await expect.poll(() => list.count()).toBe(0);
    await app.mail.waitFor(email, /A passkey was removed/);

    await page.locator('main').getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Use a Passkey' }).click();
    await page.getByRole('alert').getByText(passkeyMessages.notRecognised).waitFor();
    // The refused passkey's answer is the only failed request.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  it('says what to do next when the passkey prompt ends without a passkey, at 360 px', async () => {
    const base = env.PUBLIC_BASE_URL!;
    // The device holds no passkey for this site: the browser's prompt ends with NotAllowedError, as when the user closes it.
    const { page, errors } = await pageWithAuthenticator(360);
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Use a Passkey' }).waitFor();
    await expectCleanPage(page, errors, 'passkey button at 360 px');
    await page.getByRole('button', { name: 'Use a Passkey' }).click();
    await page
      .getByRole('alert')
      .getByText('The passkey prompt was closed. Try again, or choose another way to sign in.')
      .waitFor();
    await expectCleanPage(page, errors, 'passkey prompt closed at 360 px');
    expect(errors).toEqual([]);
  });
});
