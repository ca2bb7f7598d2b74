import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { newEmail } from '../support/new-email.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { submitSignInForm } from '../support/sign-in-through-ui.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { totpCode } from '../support/totp-code.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'second step please';
const security = (page: Page) => page.getByRole('region', { name: 'Security' });

/** Signs out from the account page and fills in the Sign In form; the next screen is the second step's. */
async function signOutAndSignIn(page: Page, email: string) {
  await page.locator('main').getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(`${app.server.url}/`);
  await page.goto(`${app.server.url}/login`);
  await submitSignInForm(page, email, password);
}

/** Waits for the account page of `email`. */
async function onAccountPage(page: Page, email: string) {
  await page.waitForURL(`${app.server.url}/account`);
  await page.getByText(`Signed in as ${email}`).waitFor();
}

describe.skipIf(!available)('multi-factor sign-in in Chromium', () => {
  afterEach(() => closeContexts(app.browser));

  it('adds an authenticator app on the account page, signs in with its code, then with a recovery code', async () => {
    const email = newEmail('two.steps');
    const { page, errors } = await openPageAs(app, await signedInClient(app, email, password));
    await page.goto(`${app.server.url}/account`);
    const section = security(page);
    await section.getByRole('button', { name: 'Add authenticator app' }).click();
    const qr = section.getByRole('img', { name: 'QR code to add Nemesis Day to your authenticator app' });
    await qr.waitFor();
    expect(
      await qr.evaluate((image: HTMLImageElement) => [
        image.naturalWidth,
        image.naturalHeight,
        image.width,
        image.height,
      ]),
    ).toEqual([228, 228, 228, 228]);
    const secret = await section.getByLabel('Secret key').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectCleanPage(page, errors, 'authenticator set-up');

    await section.getByLabel('Code from the app').fill(totpCode(secret));
    await section.getByRole('button', { name: 'Turn On' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCodes = await codes.allTextContents();
    expect(await section.getByRole('link', { name: 'Download recovery codes' }).getAttribute('download')).toBe(
      'nemesis-day-recovery-codes.txt',
    );
    await expectCleanPage(page, errors, 'recovery codes');
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText(/On since .*code from the app/).waitFor();
    await section.getByText('10 codes left').waitFor();

    await signOutAndSignIn(page, email);
    await page.getByRole('heading', { name: 'Enter the Code from Your Authenticator App' }).waitFor();
    await expectCleanPage(page, errors, 'confirm TOTP code');
    await page.getByLabel('Code').fill('12');
    await page.getByLabel('Code').blur();
    await page.getByText('Please enter the 6-digit code').waitFor();
    // The set-up's code is spent; the next step's is within the drift allowed.
    await page.getByLabel('Code').fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await onAccountPage(page, email);
    await security(page).getByText('Password and authenticator app').first().waitFor();

    await signOutAndSignIn(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('heading', { name: 'Use a Recovery Code' }).waitFor();
    await expectCleanPage(page, errors, 'recovery code step');
    await page.getByLabel('Recovery Code').fill(recoveryCodes[3]!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await onAccountPage(page, email);
    await security(page).getByText('9 codes left').waitFor();
    await app.mail.waitFor(email, /recovery code was used/);
    expect(errors).toEqual([]);
  });

  it('turns on e-mail codes, signs in with one (Resend Code mails new ones up to the limit), and turns them off with the password', async () => {
    const email = newEmail('mailed.step');
    const { page, errors } = await openPageAs(app, await signedInClient(app, email, password));
    await page.goto(`${app.server.url}/account`);
    const section = security(page);
    let sent = app.mail.messages.length;
    await section.getByRole('button', { name: 'Add e-mail codes' }).click();
    await section.getByLabel('Code from the e-mail').fill(await app.mail.latestCode(email, sent));
    await section.getByRole('button', { name: 'Turn On' }).click();
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText(/On since .*code sent to your e-mail/).waitFor();

    sent = app.mail.messages.length;
    await signOutAndSignIn(page, email);
    await page.getByRole('heading', { name: 'Enter the Code We E-mailed You' }).waitFor();
    expect(await page.locator('main').textContent()).toMatch(/We emailed a sign-in code to m\*\*\*\w@example\.test/);
    await app.mail.latestCode(email, sent);
    // The code is slow to come: Resend Code mails a new one, twice; then the address's limit of codes sent refuses a third.
    const resend = page.getByRole('button', { name: 'Resend Code' });
    for (let time = 1; time <= 2; time++) {
      sent = app.mail.messages.length;
      await resend.click();
      await page
        .getByRole('status')
        .getByText(/^A new code has been sent to m\*\*\*\w@example\.test\.$/)
        .waitFor();
      await app.mail.latestCode(email, sent);
      if (time === 1) await expectCleanPage(page, errors, 'e-mail code resent');
      await page.getByRole('button', { name: 'Dismiss' }).click();
    }
    const code = await app.mail.latestCode(email, sent);
    await resend.click();
    await page
      .getByRole('alert')
      .getByText(/^Too many attempts\. Please wait a while and try again\. You can try again/)
      .waitFor();
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await onAccountPage(page, email);

    await security(page).getByRole('button', { name: 'Remove e-mail codes' }).click();
    await security(page).getByLabel('Current Password').fill('not my password');
    await security(page).getByRole('button', { name: 'Turn Off E-mail Codes' }).click();
    await security(page).getByRole('alert').getByText('That is not your current password.').waitFor();
    await security(page).getByLabel('Current Password').fill(password);
    await security(page).getByRole('button', { name: 'Turn Off E-mail Codes' }).click();
    await expect.poll(() => security(page).getByRole('button', { name: 'Add e-mail codes' }).count()).toBe(1);
    await app.mail.waitFor(email, /E-mail codes were turned off/);
    // The refused resend's and the wrong password's answers are the only failed requests.
    expect(errors.filter((error) => !/status of (401|429)/.test(error))).toEqual([]);
  });

  it('offers the verify step to an account with an unverified address, masked, and lets the user skip it', async () => {
    const email = newEmail('unsure');
    await signedInClient(app, email, password);
    await app.database.db.updateTable('users').set({ emailVerifiedAt: null }).where('email', '=', email).execute();
    const { page, errors } = await openPage(app.browser, { viewport: { width: 360, height: 800 } });
    await page.goto(`${app.server.url}/login`);
    await submitSignInForm(page, email, password);
    await page.getByRole('heading', { name: 'Account recovery requires verified contact information' }).waitFor();
    expect(await page.getByRole('radio', { name: /^Email: u\*\*\*\d@example\.test$/ }).isChecked()).toBe(true);
    await expectCleanPage(page, errors, 'verify user');
    const sent = app.mail.messages.length;
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await app.mail.latestCode(email, sent);
    await expectCleanPage(page, errors, 'confirm verify user');
    await page.getByRole('button', { name: 'Skip' }).click();
    await onAccountPage(page, email);
  });

  it('shows the Security section at 360 px without sideways scrolling', async () => {
    const email = newEmail('narrow');
    const { page, errors } = await openPageAs(app, await signedInClient(app, email, password), {
      viewport: { width: 360, height: 800 },
    });
    await page.goto(`${app.server.url}/account`);
    await security(page).getByRole('button', { name: 'Add authenticator app' }).click();
    await security(page).getByLabel('Secret key').waitFor();
    await expectCleanPage(page, errors, 'security at 360 px');
  });
});
