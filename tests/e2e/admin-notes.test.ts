import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { moderationMessages } from '#contract/moderation/moderation-messages.ts';
import type { Locator, Page } from 'playwright-core';
import { browserAvailable, closeContexts, scrollsSideways } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { insertNote } from '../support/insert-note.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { userIdOf } from '../support/user-id-of.ts';

const available = browserAvailable();
const adminEmail = 'boss.notes@rivals.test';
const annaEmail = 'anna.notes@rivals.test';
const brunoEmail = 'a.rather.long.address.bruno.notes@rivals-from-far-away.test';
const app = useBrowserTestServer(available, { ADMIN_EMAILS: adminEmail });
const password = 'notes browser password';
const shots = process.env.NEMESIS_SCREENSHOTS;
const reader = 'reader.notes@rivals.test';
const readerWords = 'It names my neighbour, who is a real person.';

/** The table's nemesis names (each the button to the note's details), top to bottom. */
const names = (page: Page) => page.locator('tbody .notes-table__name').allTextContents();
/** A note's row, found by its nemesis name. */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
/** A note's details panel, named by its nemesis. */
const panel = (page: Page, name: string) => page.getByRole('region', { name });
/** The button names of the decisions in the panel. */
const decisions = (page: Page, name: string) =>
  panel(page, name).getByRole('group', { name: 'Decisions on this note' }).getByRole('button').allTextContents();
/** The value of a row of the panel's details. */
const detail = (page: Page, name: string, label: string) =>
  panel(page, name)
    .locator('.admin-detail-list__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .textContent();

/** Hides a note with its Hide Note button (in `place`: its row or its panel) for personal information, with the statement to its author. */
async function hideForPersonalInformation(page: Page, place: Locator, statement: string): Promise<void> {
  await place.getByRole('button', { name: 'Hide Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this note?' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Personal information' });
  await dialog.getByLabel('Statement to the author').fill(statement);
  await dialog.getByRole('button', { name: 'Hide Note' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe.skipIf(!available)('the admin notes browser in Chromium', () => {
  let admin: BrowserLikeClient;
  beforeAll(async () => {
    admin = await signedInClient(app, adminEmail, password);
    await signedInClient(app, annaEmail, password);
    const signedInReporter = await signedInClient(app, brunoEmail, password);
    await insertNote(app.database, await userIdOf(app.database, annaEmail), 'Nts01', 'Lex Luthor');
    const bruno = await userIdOf(app.database, brunoEmail);
    await insertNote(app.database, bruno, 'Nts04', 'Darkseid');
    await insertNote(app.database, bruno, 'Nts02', 'The Joker');
    await insertNote(app.database, bruno, 'Nts03', 'Bane');
    await admin.call(adminEndpoints.adminHideNote, {
      params: { shortUuid: 'Nts03' },
      body: { reason: 'spam', statement: 'Advertising.' },
    });
    await signedInReporter.call(endpoints.reportNote, {
      params: { shortUuid: 'Nts01' },
      body: { reason: 'spam' } as never,
    });
    await browserLikeClient(app.server.url).call(endpoints.reportNote, {
      params: { shortUuid: 'Nts01' },
      body: { reason: 'other', details: readerWords, email: reader } as never,
    });
  });
  afterEach(() => closeContexts(app.browser));

  it('finds notes by author e-mail and short id, filters the hidden ones, and hides a note nobody reported', async () => {
    const { page, errors } = await openPageAs(app, admin, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.server.url}/admin/notes`);
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText('Notes')
      .waitFor();
    await row(page, 'Lex Luthor').waitFor();
    expect((await names(page)).sort()).toEqual(['Bane', 'Darkseid', 'Lex Luthor', 'The Joker']);
    expect(await row(page, 'Bane').textContent()).toContain('Removed: Spam');
    expect(await row(page, 'The Joker').textContent()).toContain('Visible');
    const count = page.getByRole('status').filter({ hasText: 'in all' });

    const search = page.getByLabel('Search');
    await search.fill(brunoEmail.toUpperCase());
    await count.filter({ hasText: '3 in all' }).waitFor();
    expect((await names(page)).sort()).toEqual(['Bane', 'Darkseid', 'The Joker']);

    await search.fill('nts01');
    await count.filter({ hasText: '1 in all' }).waitFor();
    expect(await names(page)).toEqual(['Lex Luthor']);

    await search.fill('');
    await page.getByLabel('Show').selectOption({ label: 'Hidden' });
    await count.filter({ hasText: '1 in all' }).waitFor();
    expect(await names(page)).toEqual(['Bane']);

    await page.getByLabel('Show').selectOption({ label: 'All' });
    await search.fill('Nts02');
    await count.filter({ hasText: '1 in all' }).waitFor();
    const joker = row(page, 'The Joker');
    const jokerDecisions = () => joker.locator('.notes-table__decisions').getByRole('button').allTextContents();
    expect(await joker.textContent()).toContain('0 open / 0');
    // No report, so nothing to dismiss: only hide, delete and disable the author.
    expect(await jokerDecisions()).toEqual(['Hide Note', 'Delete Note', 'Disable Author']);
    if (shots) await page.screenshot({ path: `${shots}/admin-notes-1280.png`, fullPage: true });
    await hideForPersonalInformation(page, joker, 'A reader wrote in: real people are not to be named.');
    await joker.getByText('Removed: Personal information').waitFor();
    expect(await jokerDecisions()).toEqual(['Restore', 'Delete Note', 'Disable Author']);
    await expectCleanPage(page, errors, 'the notes browser');

    const visitor = await openPageAs(app, undefined, { viewport: { width: 360, height: 780 } });
    await visitor.page.goto(`${app.server.url}/notes/Nts02`);
    await visitor.page.getByRole('heading', { name: moderationMessages.removed }).waitFor();
    expect(await visitor.page.getByRole('alert').textContent()).toContain('Reason: Personal information.');
    expect(await visitor.page.getByText('The Joker').count()).toBe(0);
  }, 60_000);

  it("opens a note's details: its text, every report, its state, and the decisions, which work from there", async () => {
    const { page, errors } = await openPageAs(app, admin, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.server.url}/admin/notes`);
    const opener = row(page, 'Lex Luthor').getByRole('button', { name: 'Lex Luthor', exact: true });
    await opener.click();
    const lex = panel(page, 'Lex Luthor');
    await lex.getByText('The final roast of Lex Luthor.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Lex Luthor');
    expect(await detail(page, 'Lex Luthor', 'Short id')).toBe('Nts01');
    expect(await detail(page, 'Lex Luthor', 'Author')).toBe(`${annaEmail} CONFIRMED`);
    expect(await detail(page, 'Lex Luthor', 'Model')).toBe('builtin/roastbook');
    expect(await detail(page, 'Lex Luthor', 'Prompts')).toBe('initial-roast v1, final-roast v2');
    expect(await detail(page, 'Lex Luthor', 'State')).toBe('Visible');
    expect(await lex.getByRole('link', { name: 'Public Page' }).getAttribute('href')).toBe('/notes/Nts01/rival-Nts01');
    // The author's story is folded away, as in the review queue.
    expect(await lex.getByText('Always one step ahead.').isVisible()).toBe(false);
    await lex.getByText("Initial roast and the author's story").click();
    await lex.getByText('Always one step ahead.').waitFor();
    // Every report, oldest first: the signed-in reader's spam, then the visitor's, with their words and e-mail.
    const reports = lex.getByRole('list', { name: 'Reports' }).getByRole('listitem');
    expect(await reports.allTextContents()).toEqual([
      expect.stringMatching(/^Spam · .* · signed in$/),
      expect.stringMatching(new RegExp(`^Other · .* · visitor · ${reader}${readerWords}$`)),
    ]);
    expect(await lex.getByRole('heading', { level: 3 }).textContent()).toBe('Reports (2 open of 2), oldest first');
    expect(await decisions(page, 'Lex Luthor')).toEqual([
      'Dismiss Reports',
      'Hide Note',
      'Delete Note',
      'Disable Author',
    ]);
    if (shots) await page.screenshot({ path: `${shots}/admin-note-details-1280.png`, fullPage: true });
    await expectCleanPage(page, errors, "a note's details");

    await hideForPersonalInformation(page, lex, 'Real people are not to be named.');
    await lex.getByText('Removed: Personal information').waitFor();
    // Hide Note is gone with the decision: focus goes to the first decision in its place.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Restore');
    expect(await detail(page, 'Lex Luthor', 'Statement to the author')).toBe('Real people are not to be named.');
    expect(await detail(page, 'Lex Luthor', 'Hidden')).toContain(`by ${adminEmail}`);
    await row(page, 'Lex Luthor').getByText('Removed: Personal information').waitFor();
    await lex.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog', { name: 'Restore this note?' }).getByRole('button', { name: 'Restore' }).click();
    await lex.getByText('Visible', { exact: true }).waitFor();
    await lex.getByRole('button', { name: 'Close Details' }).click();
    await lex.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

    // Deleted from its panel, a note is gone: the panel closes and a notice (where focus goes) says so.
    await row(page, 'Darkseid').getByRole('button', { name: 'Darkseid', exact: true }).click();
    const darkseid = panel(page, 'Darkseid');
    await darkseid.getByRole('heading', { name: 'No reports' }).waitFor();
    await darkseid.getByRole('button', { name: 'Delete Note' }).click();
    await page.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete Note' }).click();
    await darkseid.waitFor({ state: 'detached' });
    const notice = page.getByRole('status').filter({ hasText: 'Darkseid is deleted, with its reports.' });
    await notice.waitFor();
    expect(await notice.evaluate((status) => status.parentElement === document.activeElement)).toBe(true);
    await row(page, 'Darkseid').waitFor({ state: 'detached' });
    await expectCleanPage(page, errors, 'the notes browser after a delete');
  }, 60_000);

  it("fits a 360 px phone: no sideways scroll, every decision in reach, in the list and in a note's details", async () => {
    const { page, errors } = await openPageAs(app, admin, { viewport: { width: 360, height: 800 } });
    await page.goto(`${app.server.url}/admin/notes`);
    const lex = row(page, 'Lex Luthor');
    await lex.waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await page.locator('.admin-table-wrap').evaluate((wrap) => wrap.scrollWidth > wrap.clientWidth)).toBe(false);
    for (const button of await page.locator('tbody').getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 360, (await button.textContent()) ?? '').toBe(true);
    }
    if (shots) await page.screenshot({ path: `${shots}/admin-notes-360.png`, fullPage: true });
    await expectCleanPage(page, errors, 'the notes browser at 360 px');

    await lex.getByRole('button', { name: 'Lex Luthor', exact: true }).click();
    const details = panel(page, 'Lex Luthor');
    await details.getByText(readerWords).waitFor();
    await details.getByText("Initial roast and the author's story").click();
    for (const button of await details.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 360, (await button.textContent()) ?? '').toBe(true);
    }
    if (shots) await page.screenshot({ path: `${shots}/admin-note-details-360.png`, fullPage: true });
    await expectCleanPage(page, errors, "a note's details at 360 px");
  });

  it("does not offer Disable Author on the admin's own note (the server refuses it)", async () => {
    await insertNote(app.database, await userIdOf(app.database, adminEmail), 'Nts05', 'Brainiac');
    const { page, errors } = await openPageAs(app, admin, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.server.url}/admin/notes`);
    const own = row(page, 'Brainiac');
    await own.waitFor();
    expect(await own.locator('.notes-table__decisions').getByRole('button').allTextContents()).toEqual([
      'Hide Note',
      'Delete Note',
    ]);
    // Another author's note still offers it.
    expect(await row(page, 'Lex Luthor').getByRole('button', { name: 'Disable Author' }).count()).toBe(1);
    await own.getByRole('button', { name: 'Brainiac', exact: true }).click();
    await expect.poll(() => decisions(page, 'Brainiac')).toEqual(['Hide Note', 'Delete Note']);
    await expectCleanPage(page, errors, "the admin's own note");
  });
});
