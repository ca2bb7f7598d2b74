import { afterEach, describe, expect, it } from 'vitest';
import { mfaMessages } from '#contract/auth/mfa-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { newEmail } from '../support/new-email.ts';
import { submitSignInForm } from '../support/sign-in-through-ui.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { startTestServer } from '../support/test-server.ts';
import { totpCode, totpStepOf } from '../support/totp-code.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available, { MFA_MODE: 'off' });
const password = 'kept my factors';

/**
 * An account that added an authenticator app while the server ran with MFA_MODE=optional on this
 * database, and a passkey (its row as the server stores one); answers the app's secret and the step counted from.
 */
async function accountFromBefore(email: string) {
  const before = await startTestServer({ storage: app.server.storage, env: { SMTP_URL: app.mail.url } });
  try {
    const api = await signedInClient({ server: before, mail: app.mail }, email, password);
    const start = totpStepOf();
    const { sharedSecret } = await api.call(endpoints.startTotpSetup);
    await api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret, 0, start) } });
    const { sub } = await api.call(endpoints.session);
    const now = new Date().toISOString();
    await app.database.db
      .insertInto('passkeys')
      .values({
        id: 'b2xkLXBob25l',
        userId: sub,
        name: 'Old phone',
        publicKey: 'AQID',
        counter: 0,
        transports: '["internal"]',
        createdAt: now,
        lastUsedAt: null,
      })
      .execute();
    return { secret: sharedSecret, start };
  } finally {
    await before.close();
  }
}

describe.skipIf(!available)('MFA_MODE=off in Chromium', () => {
  afterEach(() => closeContexts(app.browser));

  it('still asks for the authenticator code set up before, lists the app and passkey with the reason nothing can be added, and removes them', async () => {
    const email = newEmail('kept');
    const { secret, start } = await accountFromBefore(email);
    const { page, errors } = await openPage(app.browser, { viewport: { width: 360, height: 800 } });
    await page.goto(`${app.server.url}/login`);
    await submitSignInForm(page, email, password);
    await page.getByRole('heading', { name: 'Enter the Code from Your Authenticator App' }).waitFor();
    await page.getByLabel('Code').fill(totpCode(secret, 1, start));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${app.server.url}/account`);

    const security = page.getByRole('region', { name: 'Security' });
    await security.getByText(mfaMessages.mfaOff).waitFor();
    await security.getByText(/On since .*code from the app/).waitFor();
    await security.getByText('Old phone', { exact: true }).waitFor();
    await security.getByText('10 codes left').waitFor();
    for (const absent of ['Add e-mail codes', 'Add passkey', 'Add authenticator app'])
      expect(await security.getByRole('button', { name: absent }).count()).toBe(0);
    await expectCleanPage(page, errors, 'security with MFA off');

    await security.getByRole('button', { name: 'Remove passkey Old phone' }).click();
    await security.getByLabel('Current Password').fill(password);
    await security.getByRole('button', { name: 'Remove “Old phone”' }).click();
    await expect.poll(() => security.getByText('Passkeys', { exact: true }).count()).toBe(0);
    await security.getByRole('button', { name: 'Remove authenticator app' }).click();
    await security.getByLabel('Current Password').fill(password);
    await security.getByRole('button', { name: 'Remove Authenticator App' }).click();
    await expect.poll(() => security.getByText('Authenticator app', { exact: true }).count()).toBe(0);
    await app.mail.waitFor(email, /authenticator app was removed/);
    expect(await security.getByText('Recovery codes', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
