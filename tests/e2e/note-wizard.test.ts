import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { noteLimits } from '#contract/notes/note-limits.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { browserAvailable } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { lexNote } from '../support/lex-note.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { useSignedInPage } from '../support/signed-in-page.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'rival password 1';
const path = (page: Page) => new URL(page.url()).pathname;
const main = (page: Page) => page.locator('main');

describe.skipIf(!available)('the note wizard in Chromium', () => {
  const stamp = Date.now();
  const author = useSignedInPage(app, available, `author.${stamp}@rivals.test`, password);
  // The note the author publishes through the wizard.
  let shortUuid = '';
  const { story, vanity } = lexNote(stamp);

  beforeAll(async () => {
    if (!available) return;
    await author.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
  });

  it('signed out, the wizard asks to log in', async () => {
    const { page, errors } = await openPageAs(app, undefined);
    await page.goto(`${app.server.url}/create-nemesis-note`);
    await main(page).getByText(noteMessages.loginToCreate).waitFor();
    expect(await main(page).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(await main(page).getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await expectCleanPage(page, errors, 'login-required screen');
  });

  it('walks the wizard: rules, streamed roasts, the story counter, the custom URL, and the success card', async () => {
    const page = author.page;
    await page.goto(`${app.server.url}/create-nemesis-note`);
    const progress = page.locator('.wizard-steps').getByRole('progressbar');
    await progress.waitFor();
    expect(await page.locator('.wizard-steps').textContent()).toContain('Step 1 of 3');
    expect(await progress.getAttribute('aria-valuenow')).toBe('1');

    // Step 1: the §5 rules, live and after leaving a field.
    const name = page.getByLabel('Nemesis Name');
    const age = page.getByLabel('Age');
    const occupation = page.getByLabel('Occupation');
    const next = page.getByRole('button', { name: 'Roast Them' });
    expect(await next.isDisabled()).toBe(true);
    await name.focus();
    await age.focus();
    await main(page).getByText(noteMessages.nameRequired).waitFor();
    await age.fill('0');
    await main(page).getByText(noteMessages.ageRange).waitFor();
    await age.fill('abc');
    await main(page).getByText(noteMessages.ageRequired).waitFor();
    await occupation.fill('x'.repeat(noteLimits.occupationMax + 1));
    await main(page).getByText(noteMessages.occupationTooLong).waitFor();
    expect(await next.isDisabled()).toBe(true);
    await expectCleanPage(page, author.errors, 'wizard step 1 with messages');

    await name.fill('  Lex Luthor  ');
    await age.fill('42');
    await occupation.fill('Billionaire');
    for (const message of [
      noteMessages.nameRequired,
      noteMessages.ageRange,
      noteMessages.ageRequired,
      noteMessages.occupationTooLong,
    ]) {
      expect(await main(page).getByText(message).count()).toBe(0);
    }
    await next.click();

    // Step 2: the first roast streams in, naming the nemesis; then the story with its counter.
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('2');
    expect(await page.locator('.wizard-steps').textContent()).toContain('Step 2 of 3');
    const storyField = page.getByLabel('Your Side of the Story');
    await storyField.waitFor();
    const firstRoast = (await page.locator('.roast-box__text').textContent())!;
    expect(firstRoast).toContain('Lex Luthor');
    const counter = page.locator('.field__counter');
    expect(await counter.textContent()).toBe(`${noteLimits.userNotesMax} characters left`);
    await storyField.fill('y'.repeat(noteLimits.userNotesMax - 150));
    expect(await counter.textContent()).toBe('150 characters left');
    expect(await counter.getAttribute('class')).not.toContain('field__counter--warning');
    await storyField.fill('y'.repeat(noteLimits.userNotesMax - 99));
    expect(await counter.textContent()).toBe('99 characters left');
    expect(await counter.getAttribute('class')).toContain('field__counter--warning');
    await storyField.fill('y'.repeat(noteLimits.userNotesMax + 1));
    await main(page).getByText(noteMessages.storyTooLong).waitFor();
    await storyField.fill('');
    await storyField.blur();
    await main(page).getByText(noteMessages.storyRequired).waitFor();
    expect(await page.getByRole('button', { name: 'Sharpen the Roast' }).isDisabled()).toBe(true);

    // Back keeps what was typed, and the roast already written for the same details.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('1');
    expect(await name.inputValue()).toBe('  Lex Luthor  ');
    expect(await age.inputValue()).toBe('42');
    await next.click();
    await storyField.waitFor();
    expect(await page.locator('.roast-box__text').textContent()).toBe(firstRoast);
    await storyField.fill(story);
    await expectCleanPage(page, author.errors, 'wizard step 2');
    await page.getByRole('button', { name: 'Sharpen the Roast' }).click();

    // Step 3: the final roast, then the custom URL with its rules and preview.
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('3');
    const vanityField = page.getByLabel('Custom URL (optional)');
    await vanityField.waitFor();
    const finalRoast = (await page.locator('.roast-box__text').textContent())!;
    expect(finalRoast).toContain('Lex Luthor');
    expect(finalRoast).not.toBe(firstRoast);
    await vanityField.fill('lex luthor!');
    await main(page).getByText(noteMessages.vanityCharacters).waitFor();
    expect(await page.getByRole('button', { name: 'Create Note' }).isDisabled()).toBe(true);
    await vanityField.fill('x'.repeat(noteLimits.vanityUrlMax + 1));
    await main(page).getByText(noteMessages.vanityTooLong).waitFor();
    await vanityField.fill(vanity);
    expect(await page.locator('.url-preview').textContent()).toContain(`${app.server.url}/notes/xxxxx/${vanity}`);
    await expectCleanPage(page, author.errors, 'wizard step 3');
    await page.getByRole('button', { name: 'Create Note' }).click();

    // The success card: the public URL, Copy, and the ways on.
    const urlField = page.getByLabel('Public URL');
    await urlField.waitFor();
    const publicUrl = await urlField.inputValue();
    expect(publicUrl).toMatch(new RegExp(`^${app.server.url}/notes/[A-Za-z0-9]{5}/${vanity}$`));
    expect(await urlField.getAttribute('readonly')).not.toBeNull();
    shortUuid = new URL(publicUrl).pathname.split('/')[2]!;
    await page.getByRole('button', { name: 'Copy' }).click();
    await main(page).getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    expect(await main(page).getByRole('link', { name: 'My Notes' }).getAttribute('href')).toBe('/account');
    expect(await main(page).getByRole('button', { name: 'Create Another' }).count()).toBe(1);
    await expectCleanPage(page, author.errors, 'wizard success card');

    // The note is the author's, as written.
    const read = await author.client.call(endpoints.getNote, { params: { shortUuid } });
    expect(read).toMatchObject({
      isAuthor: true,
      note: { nemesisName: 'Lex Luthor', nemesisAge: 42, userNotes: story, initialRoast: firstRoast, finalRoast },
    });
  });

  it('shows the author the roast card and the panel only they can see', async () => {
    const page = author.page;
    await main(page).getByRole('link', { name: 'View Note' }).click();
    await expect.poll(() => path(page)).toBe(`/notes/${shortUuid}/${vanity}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    await expect.poll(() => page.title()).toBe('A roast for Lex Luthor · Nemesis Day');
    const panel = page.getByRole('region', { name: 'Behind the roast' });
    await panel.getByText('Only you can see this').waitFor();
    expect(await panel.textContent()).toContain(story);
    expect(await panel.textContent()).toContain('Billionaire');
    expect(await main(page).getByRole('link', { name: 'Create Your Own' }).getAttribute('href')).toBe(
      '/create-nemesis-note',
    );

    // Share falls back to copying the canonical URL where there is no share sheet.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await main(page).getByRole('button', { name: 'Share This Roast' }).click();
    await main(page).getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${app.server.url}/notes/${shortUuid}/${vanity}`,
    );

    // Opened without its vanity part, the address becomes the canonical one.
    await page.goto(`${app.server.url}/notes/${shortUuid}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    await expect.poll(() => path(page)).toBe(`/notes/${shortUuid}/${vanity}`);
    expect(author.errors).toEqual([]);
  });
});
