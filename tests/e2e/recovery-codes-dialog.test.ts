import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { drawnEmoji } from '../support/drawn-emoji.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { newEmail } from '../support/new-email.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { totpCode } from '../support/totp-code.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'codes in plain sight';
const phone = { viewport: { width: 360, height: 740 } };

/** Expects the dialog open with its ten codes wholly on screen and focus on its title, and answers the codes. */
async function expectCodesShown(page: Page, dialog: Locator): Promise<string[]> {
  await dialog.waitFor();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
  const box = await codes.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(phone.viewport.height);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save Your Recovery Codes');
  expect(await dialog.getByRole('button', { name: 'I have saved them' }).isVisible()).toBe(true);
  // The warning's ⚠️ is the app's image, not a font's glyph.
  expect(await drawnEmoji(dialog.locator('.recovery-codes__warning'))).toEqual({ images: ['⚠️'], characters: [] });
  return codes.getByRole('listitem').allTextContents();
}

describe.skipIf(!available)('new recovery codes on the account page at 360 px', () => {
  afterEach(() => closeContexts(app.browser));

  it('shows them in a dialog in view, with focus, until the user says they saved them: after adding an app and after New Codes', async () => {
    const email = newEmail('codes.dialog');
    const { page, errors } = await openPageAs(app, await signedInClient(app, email, password), phone);
    await page.goto(`${app.server.url}/account`);
    const section = page.getByRole('region', { name: 'Security' });
    await section.getByRole('button', { name: 'Add authenticator app' }).click();
    const secret = await section.getByLabel('Secret key').inputValue();
    await section.getByLabel('Code from the app').fill(totpCode(secret));
    await section.getByRole('button', { name: 'Turn On' }).click();

    const dialog = page.getByRole('dialog', { name: 'Save Your Recovery Codes' });
    const first = await expectCodesShown(page, dialog);
    await expectCleanPage(page, errors, 'recovery codes dialog at 360 px');
    // Shown once: Escape, even twice (when Chromium closes a dialog whatever the page says), leaves them there.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await section.getByText(/10 codes left/).waitFor();

    await section.getByRole('button', { name: 'New Codes (recovery)' }).click();
    await section.getByLabel('Current Password').fill(password);
    await section.getByRole('button', { name: 'Make New Codes' }).click();
    const second = await expectCodesShown(page, dialog);
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});
