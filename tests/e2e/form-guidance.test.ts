import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { lexNote } from '../support/lex-note.ts';
import { newEmail } from '../support/new-email.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { publishNote } from '../support/publish-note.ts';
import { submitSignInForm } from '../support/sign-in-through-ui.ts';
import { signedInClient } from '../support/signed-in-client.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'forms that explain';
const phone = { viewport: { width: 360, height: 740 } };
const main = (page: Page) => page.locator('main');
/** The line beside a Submit that is off. */
const missingNote = (page: Page) => main(page).locator('.form-submit__missing');

describe.skipIf(!available)('forms that say what they need, at 360 px', () => {
  afterEach(() => closeContexts(app.browser));

  it('says beside a Submit that is off what is still needed, field by field', async () => {
    const { page, errors } = await openPageAs(app, undefined, phone);
    await page.goto(`${app.server.url}/login/sign-up`);
    const create = page.getByRole('button', { name: 'Create Account' });
    await create.waitFor();
    expect(await create.isDisabled()).toBe(true);
    await expect.poll(() => missingNote(page).textContent()).toBe('Still needed: Email, Password, Confirm Password.');
    await expectCleanPage(page, errors, 'sign-up with what is still needed');

    await page.getByLabel('Email').fill('not an address');
    await page.getByLabel('Password', { exact: true }).fill('long enough 1');
    await expect.poll(() => missingNote(page).textContent()).toBe('Still needed: Confirm Password. Check Email.');
    // Left, the field itself says what is wrong with it.
    await main(page).getByText(formMessages.invalidEmail).waitFor();
    await page.getByLabel('Email').fill(newEmail('explained'));
    // Shorter than the length from which the field itself says so: only the line beside Submit does.
    await page.getByLabel('Confirm Password').fill('long');
    await expect.poll(() => missingNote(page).textContent()).toBe('Check Confirm Password.');
    await page.getByLabel('Confirm Password').fill('long enough 1');
    await expect.poll(() => create.isDisabled()).toBe(false);
    expect(await missingNote(page).count()).toBe(0);
  });

  it('moves focus to the Report form when it opens, and back to Report when it is cancelled', async () => {
    const writer = await signedInClient(app, newEmail('reported'), password);
    const { details, story } = lexNote(Date.now());
    const note = await publishNote(writer, details, story);
    const { page, errors } = await openPageAs(app, undefined, phone);
    await page.goto(note.publicUrl);
    await page.getByRole('button', { name: 'Report' }).click();
    const form = page.getByRole('form', { name: 'Report this note' });
    await form.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Report this note');
    expect(await page.getByRole('heading', { name: 'Report this note' }).isVisible()).toBe(true);
    expect(await form.locator('.form-submit__missing').textContent()).toBe('Still needed: Reason.');
    await expectCleanPage(page, errors, 'report form open at 360 px');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(/Report$/);
  });

  it('says why a sign-in asks for a new password: a reset asked for, or a temporary password', async () => {
    const setRequired = (email: string, requiredAction: 'RESET_PASSWORD' | 'NEW_PASSWORD') =>
      app.database.db.updateTable('users').set({ requiredAction }).where('email', '=', email).execute();
    const resetEmail = newEmail('reset.asked');
    await signedInClient(app, resetEmail, password);
    await setRequired(resetEmail, 'RESET_PASSWORD');
    const { page, errors } = await openPageAs(app, undefined, phone);
    await page.goto(`${app.server.url}/login`);
    await submitSignInForm(page, resetEmail, password);
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await main(page)
      .getByText(
        'For your safety, the password of this account has to be changed before you can sign in: an administrator asked for it, or it may be known to someone else.',
      )
      .waitFor();
    await expectCleanPage(page, errors, 'required password reset at 360 px');

    // Asked for by the user (Forgot your password?), it does not say so.
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await main(page).getByText('Enter the code we emailed to').waitFor();
    expect(await main(page).getByText('For your safety').count()).toBe(0);

    const temporaryEmail = newEmail('temporary');
    await signedInClient(app, temporaryEmail, password);
    await setRequired(temporaryEmail, 'NEW_PASSWORD');
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await submitSignInForm(page, temporaryEmail, password);
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    expect(await main(page).textContent()).toContain(
      `Your account was set up by an administrator with a temporary password. Choose your own password for ${temporaryEmail} to finish signing in.`,
    );
  });
  it('checks a custom URL while it is typed, says on the field when it is taken, and keeps Create Note off', async () => {
    const stamp = Date.now().toString(36);
    const { details, story } = lexNote(Date.now());
    const owner = await signedInClient(app, newEmail('vanity.owner'), password);
    const takenUrl = `Taken-${stamp}`;
    await publishNote(owner, details, story, takenUrl);
    const { page, errors } = await openPageAs(
      app,
      await signedInClient(app, newEmail('vanity.seeker'), password),
      phone,
    );
    await page.goto(`${app.server.url}/create-nemesis-note`);
    const roastThem = page.getByRole('button', { name: 'Roast Them' });
    await roastThem.waitFor();
    await expect.poll(() => missingNote(page).textContent()).toBe('Still needed: Nemesis Name, Age, Occupation.');
    await page.getByLabel('Nemesis Name').fill(details.nemesisName);
    await page.getByLabel('Age').fill('0');
    await expect.poll(() => missingNote(page).textContent()).toBe('Still needed: Occupation. Check Age.');
    await page.getByLabel('Age').fill(String(details.nemesisAge));
    await page.getByLabel('Occupation').fill(details.nemesisOccupation);
    await roastThem.click();
    await page.getByLabel('Your Side of the Story').fill(story);
    await page.getByRole('button', { name: 'Sharpen the Roast' }).click();

    const custom = page.getByLabel('Custom URL (optional)');
    const create = page.getByRole('button', { name: 'Create Note' });
    const takenMessage = main(page).getByText(noteMessages.vanityTaken, { exact: true });
    await custom.fill(takenUrl.toLowerCase());
    await takenMessage.waitFor();
    expect(await create.isDisabled()).toBe(true);
    expect(await missingNote(page).textContent()).toBe('Check Custom URL.');
    await expectCleanPage(page, errors, 'custom URL taken at 360 px');

    const freeUrl = `Free-${stamp}`;
    await custom.fill(freeUrl);
    await main(page).getByText('Free: it is yours if you publish now.').waitFor();
    expect(await takenMessage.count()).toBe(0);
    expect(await create.isDisabled()).toBe(false);
    // Taken by someone else since it was checked: publishing is refused, and the field says why, once.
    await publishNote(owner, details, story, freeUrl);
    await create.click();
    await takenMessage.waitFor();
    expect(await takenMessage.count()).toBe(1);
    expect(await create.isDisabled()).toBe(true);
    await custom.fill(`${freeUrl}-2`);
    await expect.poll(() => create.isDisabled()).toBe(false);
    await create.click();
    await page.getByRole('heading', { name: 'Your nemesis note is live!' }).waitFor();
  });
});
