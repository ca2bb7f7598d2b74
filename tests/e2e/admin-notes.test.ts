import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { moderationMessages } from '#contract/moderation/moderation-messages.ts';
import { browserAvailable, closeContexts, scrollsSideways } from '../support/browser.ts';
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

describe.skipIf(!available)('the admin notes browser in Chromium', () => {
  let admin: BrowserLikeClient;
  beforeAll(async () => {
    admin = await signedInClient(app, adminEmail, password);
    await signedInClient(app, annaEmail, password);
    await signedInClient(app, brunoEmail, password);
    await insertNote(app.database, await userIdOf(app.database, annaEmail), 'Nts01', 'Lex Luthor');
    const bruno = await userIdOf(app.database, brunoEmail);
    await insertNote(app.database, bruno, 'Nts02', 'The Joker');
    await insertNote(app.database, bruno, 'Nts03', 'Bane');
    await admin.call(adminEndpoints.adminHideNote, { params: { shortUuid: 'Nts03' }, body: { reason: 'spam', statement: 'Advertising.' } });
  });
  afterEach(() => closeContexts(app.browser));

  it('finds notes by author e-mail and short id, filters the hidden ones, and hides a note nobody reported', async () => {
    const { page, errors } = await openPageAs(app, admin, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.server.url}/admin/notes`);
    await page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Notes').waitFor();
    const table = page.getByRole('table', { name: 'Notes, newest first' });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    const names = () => table.locator('tbody tr a').allTextContents();
    await row('Lex Luthor').waitFor();
    expect((await names()).sort()).toEqual(['Bane', 'Lex Luthor', 'The Joker']);
    expect(await row('Bane').textContent()).toContain('Removed: Spam');
    expect(await row('The Joker').textContent()).toContain('Visible');
    const count = page.getByRole('status').filter({ hasText: 'in all' });

    const search = page.getByLabel('Search');
    await search.fill(brunoEmail.toUpperCase());
    await count.filter({ hasText: '2 in all' }).waitFor();
    expect((await names()).sort()).toEqual(['Bane', 'The Joker']);

    await search.fill('nts01');
    await count.filter({ hasText: '1 in all' }).waitFor();
    expect(await names()).toEqual(['Lex Luthor']);

    await search.fill('');
    await page.getByLabel('Show').selectOption({ label: 'Hidden' });
    await count.filter({ hasText: '1 in all' }).waitFor();
    expect(await names()).toEqual(['Bane']);

    await page.getByLabel('Show').selectOption({ label: 'All' });
    await search.fill('Nts02');
    await count.filter({ hasText: '1 in all' }).waitFor();
    const joker = row('The Joker');
    expect(await joker.textContent()).toContain('0 open / 0');
    // No report, so nothing to dismiss: only hide, delete and disable the author.
    expect(await joker.getByRole('button').allTextContents()).toEqual(['Hide Note', 'Delete Note', 'Disable Author']);
    if (shots) await page.screenshot({ path: `${shots}/admin-notes-1280.png`, fullPage: true });
    await joker.getByRole('button', { name: 'Hide Note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this note?' });
    await dialog.getByLabel('Reason').selectOption({ label: 'Personal information' });
    await dialog.getByLabel('Statement to the author').fill('A reader wrote in: real people are not to be named.');
    await dialog.getByRole('button', { name: 'Hide Note' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await joker.getByText('Removed: Personal information').waitFor();
    expect(await joker.getByRole('button').allTextContents()).toEqual(['Restore', 'Delete Note', 'Disable Author']);
    await expectCleanPage(page, errors, 'the notes browser');

    const visitor = await openPageAs(app, undefined, { viewport: { width: 360, height: 780 } });
    await visitor.page.goto(`${app.server.url}/notes/Nts02`);
    await visitor.page.getByRole('heading', { name: moderationMessages.removed }).waitFor();
    expect(await visitor.page.getByRole('alert').textContent()).toContain('Reason: Personal information.');
    expect(await visitor.page.getByText('The Joker').count()).toBe(0);
  }, 60_000);

  it('fits a 360 px phone: no sideways scroll, every decision in reach', async () => {
    const { page, errors } = await openPageAs(app, admin, { viewport: { width: 360, height: 800 } });
    await page.goto(`${app.server.url}/admin/notes`);
    const lex = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Lex Luthor' }) });
    await lex.waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await page.locator('.admin-table-wrap').evaluate((wrap) => wrap.scrollWidth > wrap.clientWidth)).toBe(false);
    for (const button of await page.locator('tbody').getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 360, await button.textContent() ?? '').toBe(true);
    }
    if (shots) await page.screenshot({ path: `${shots}/admin-notes-360.png`, fullPage: true });
    await expectCleanPage(page, errors, 'the notes browser at 360 px');
  });
});
