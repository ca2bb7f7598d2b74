import { describe, expect, it } from 'vitest';
import { maskEmail } from '#contract/auth/auth-messages.ts';
import { browserAvailable, openPage } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { newEmail } from '../support/new-email.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);

describe.skipIf(!available)('sign-up with a taken address in Chromium', () => {
  it('goes to the code screen as for a new address, and the owner is told by e-mail instead', async () => {
    const { server, mail, browser } = app;
    const email = newEmail('already.here');
    await signUpAndConfirm(browserLikeClient(server.url), mail, email, 'the owner password');
    const { page, errors } = await openPage(browser);
    await page.goto(`${server.url}/login/sign-up`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a stranger guess');
    await page.getByLabel('Confirm Password').fill('a stranger guess');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // No "account exists" message any more: that would tell anyone which addresses have accounts.
    await page.getByRole('heading', { name: 'Confirm Your Email' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(maskEmail(email));
    expect((await mail.waitFor(email, /already have one/)).raw).not.toMatch(/\b\d{6}\b/);
    expect(errors).toEqual([]);
  });
});
