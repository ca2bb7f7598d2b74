import { describe, expect, it } from 'vitest';
import { deviceLoginMessages } from '#contract/auth/device-login.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { newEmail } from '../support/new-email.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { useSignedInPage } from '../support/signed-in-page.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);

describe.skipIf(!available)('the /device page of nemesis login --web in Chromium', () => {
  const email = newEmail('terminal.user');
  const account = useSignedInPage(app, available, email, 'device page password');

  it('asks who is not signed in to log in first', async () => {
    const { page, errors } = await openPageAs(app, undefined);
    await page.goto(`${app.server.url}/device`);
    await page.getByText('Please log in to approve a login from the nemesis command.').waitFor();
    await expectCleanPage(page, errors, '/device signed out');
  });

  it('looks up the typed code, refuses a wrong one, and approves it for the waiting terminal', async () => {
    const terminal = browserLikeClient(app.server.url);
    const started = await terminal.call(endpoints.deviceStart, { body: { clientName: 'nemesis CLI on laptop' } });
    const { page } = account;
    await page.goto(`${app.server.url}/device`);
    await page.getByRole('heading', { name: 'Approve a terminal login' }).waitFor();
    await expectCleanPage(page, account.errors, '/device code form');

    await page.getByLabel('Code').fill('BBBB-BBBB');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText(deviceLoginMessages.unknownCode).waitFor();
    // The refused lookup's 404 is logged by Chromium itself: expected here, so not counted below.
    account.errors.length = 0;

    await page.getByLabel('Code').fill(started.userCode.toLowerCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(`nemesis CLI on laptop asks to act as ${email}`).waitFor();
    await expectCleanPage(page, account.errors, '/device approval');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Terminal logged in' }).waitFor();

    const issued = await terminal.call(endpoints.deviceToken, { body: { deviceCode: started.deviceCode } });
    expect(issued).toMatchObject({ email, name: 'nemesis CLI on laptop' });
  });

  it('opens the approval from the link the terminal prints at 360 px, keeps it there, and can deny it', async () => {
    const terminal = browserLikeClient(app.server.url);
    const started = await terminal.call(endpoints.deviceStart, { body: { clientName: 'nemesis CLI on phone' } });
    const { page, errors } = await openPageAs(app, account.client, { viewport: { width: 360, height: 740 } });
    // The page's own clock: past the 1 s after which a sign-in redirect's `?code=` goes to My Account.
    await page.clock.install();
    await page.goto(started.verificationUriComplete);
    await page.getByText(`nemesis CLI on phone asks to act as ${email}`).waitFor();
    await page.clock.runFor(5000);
    await expectCleanPage(page, errors, '/device approval from the link at 360 px');
    // Answered after a round trip to the server: a redirect set off by the code would have left by then.
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.getByRole('heading', { name: 'Login denied' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/device');
    await expect
      .poll(async () =>
        (
          await terminal.raw(`/api/v1/auth/device/token`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'x' },
            body: JSON.stringify({ deviceCode: started.deviceCode }),
          })
        ).json(),
      )
      .toMatchObject({ error: 'access_denied' });
  });
});
