import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { newEmail } from '../support/new-email.ts';
import { submitSignInForm } from '../support/sign-in-through-ui.ts';
import { totpCode } from '../support/totp-code.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available, { MFA_MODE: 'required' });
const password = 'walk me through it';

/** A confirmed account with no second factor yet (its sign-up stopped at the set-up step). */
async function newAccount(email: string) {
  const api = browserLikeClient(app.server.url);
  const sent = app.mail.messages.length;
  await api.call(endpoints.signUp, { body: { email, password } });
  await api.call(endpoints.confirmSignUp, { body: { email, code: await app.mail.latestCode(email, sent) } });
}

async function signIn(page: Page, email: string) {
  await page.goto(`${app.server.url}/login`);
  await submitSignInForm(page, email, password);
}

describe.skipIf(!available)('MFA_MODE=required in Chromium', () => {
  afterEach(() => closeContexts(app.browser));

  for (const width of [1280, 360]) {
    it(`walks a user without a factor through adding an authenticator app, then shows the recovery codes once (${width} px)`, async () => {
      const email = newEmail(`walked.${width}.`);
      await newAccount(email);
      const { page, errors } = await openPage(app.browser, { viewport: { width, height: 900 } });
      await signIn(page, email);
      await page.getByRole('heading', { name: 'Set Up Multi-Factor Authentication' }).waitFor();
      await expectCleanPage(page, errors, 'set-up selection');
      await page.getByRole('button', { name: /Authenticator app/ }).click();
      await page.getByRole('heading', { name: 'Set Up an Authenticator App' }).waitFor();
      await page.getByRole('img', { name: /QR code/ }).waitFor();
      await expectCleanPage(page, errors, 'authenticator set-up');
      await page.getByLabel('Code', { exact: true }).fill(totpCode(await page.getByLabel('Secret key').inputValue()));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('heading', { name: 'Save Your Recovery Codes' }).waitFor();
      expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
      await expectCleanPage(page, errors, 'recovery codes');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${app.server.url}/account`);
      await page.getByText(`Signed in as ${email}`).waitFor();
      await page.getByRole('region', { name: 'Security' }).getByText('10 codes left').waitFor();
    });
  }

  it('walks a user through e-mail codes, and then asks for one at each sign-in', async () => {
    const email = newEmail('mailed');
    await newAccount(email);
    const { page, errors } = await openPage(app.browser);
    await signIn(page, email);
    await page.getByRole('button', { name: /E-mail code/ }).click();
    await page.getByRole('heading', { name: 'Set Up E-mail Codes' }).waitFor();
    await expectCleanPage(page, errors, 'e-mail set-up');
    let sent = app.mail.messages.length;
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByRole('heading', { name: 'Enter the Code We E-mailed You' }).waitFor();
    // No recovery codes exist before this first factor is on: nothing offers one.
    expect(await page.getByRole('button', { name: 'Use a recovery code' }).count()).toBe(0);
    await page.getByLabel('Code').fill(await app.mail.latestCode(email, sent));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${app.server.url}/account`);
    await page.locator('main').getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${app.server.url}/`);

    sent = app.mail.messages.length;
    await signIn(page, email);
    await page.getByRole('heading', { name: 'Enter the Code We E-mailed You' }).waitFor();
    await page.getByRole('button', { name: 'Use a recovery code' }).waitFor();
    await page.getByLabel('Code').fill(await app.mail.latestCode(email, sent));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${app.server.url}/account`);
    expect(errors).toEqual([]);
  });
});
