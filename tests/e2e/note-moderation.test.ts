import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { moderationMessages } from '#contract/moderation/moderation-messages.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { readyForOffline, waitingSubmissions } from '../support/form-pages.ts';
import { insertNote } from '../support/insert-note.ts';
import { readKeptStore } from '../support/kept-store.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';

const available = browserAvailable();
const adminEmail = 'boss.moderation@rivals.test';
const authorEmail = 'author.moderation@rivals.test';
const app = useBrowserTestServer(available, { ADMIN_EMAILS: adminEmail });
const password = 'moderation test password';
const shots = process.env.NEMESIS_SCREENSHOTS;

describe.skipIf(!available)('reporting and hiding a note in Chromium', () => {
  let admin: BrowserLikeClient;
  let author: BrowserLikeClient;
  let shortUuid: string;
  beforeAll(async () => {
    admin = await signedInClient(app, adminEmail, password);
    author = await signedInClient(app, authorEmail, password);
    const { id } = await app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', authorEmail)
      .executeTakeFirstOrThrow();
    shortUuid = await insertNote(app.database, id, 'Mod01', 'Lex Luthor');
  });
  afterEach(() => closeContexts(app.browser));

  it('a visitor reports a note at 360 px, an admin hides it from the queue, then its page says removed and its author sees why', async () => {
    const visitor = await openPageAs(app, undefined, { viewport: { width: 360, height: 780 } });
    await visitor.page.goto(`${app.server.url}/notes/${shortUuid}`);
    await visitor.page.getByRole('button', { name: 'Report' }).click();
    const form = visitor.page.getByRole('form', { name: 'Report this note' });
    // Its fields are spaced as every form's are, not stacked edge to edge.
    const [reason, details] = await Promise.all(
      ['Reason', 'Details'].map(
        async (label) =>
          (await form
            .locator('.field')
            .filter({ has: visitor.page.getByLabel(label) })
            .boundingBox())!,
      ),
    );
    expect(details!.y - (reason!.y + reason!.height)).toBeGreaterThanOrEqual(12);
    await form.getByLabel('Reason').selectOption({ label: 'Other' });
    // Other needs details: nothing can be sent without them.
    await form.getByText('Required for Other.').waitFor();
    expect(await form.getByRole('button', { name: 'Send Report' }).isDisabled()).toBe(true);
    await form.getByLabel('Details').fill('It names my neighbour.');
    if (shots) await visitor.page.screenshot({ path: `${shots}/report-360.png`, fullPage: true });
    await form.getByRole('button', { name: 'Send Report' }).click();
    await visitor.page.getByRole('status').filter({ hasText: moderationMessages.thanks }).waitFor();
    await expectCleanPage(visitor.page, visitor.errors, 'the note page after a report');
    // The visitor's browser keeps the note for reading offline.
    await expect
      .poll(async () => (await readKeptStore(visitor.page)).notes.map((note) => note.shortUuid))
      .toContain(shortUuid);

    const queue = await openPageAs(app, admin, { viewport: { width: 1280, height: 900 } });
    await queue.page.goto(`${app.server.url}/admin/moderation`);
    const card = queue.page.getByRole('listitem').filter({ has: queue.page.getByRole('link', { name: 'Lex Luthor' }) });
    await card.getByText('It names my neighbour.').waitFor();
    expect(await card.textContent()).toContain('1 report');
    await queue.page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText('Moderation')
      .waitFor();
    if (shots) await queue.page.screenshot({ path: `${shots}/moderation-1280.png`, fullPage: true });
    // The automatic hold's setting: 3 reporters until an admin changes it.
    const hold = queue.page.getByRole('form', { name: 'Automatic hold' });
    const threshold = hold.getByLabel('Hold a note for review after reports from');
    await expect.poll(() => threshold.inputValue()).toBe('3');
    await threshold.fill('5');
    await hold.getByRole('button', { name: 'Save' }).click();
    await hold.getByRole('status').filter({ hasText: 'Saved: 5 reporters put a note on hold.' }).waitFor();
    expect(
      (await admin.call(adminEndpoints.adminConfig, { query: { configKey: 'report-hold-threshold' } })).configValue,
    ).toBe(5);
    await card.getByRole('button', { name: 'Hide Note' }).click();
    const dialog = queue.page.getByRole('dialog', { name: 'Hide this note?' });
    await dialog.getByLabel('Reason').selectOption({ label: 'Personal information' });
    await dialog.getByLabel('Statement to the author').fill('Real people are not to be named.');
    await dialog.getByRole('button', { name: 'Hide Note' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await queue.page.getByText('No open reports.').waitFor();

    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: moderationMessages.removed }).waitFor();
    expect(await visitor.page.getByRole('alert').textContent()).toContain('Reason: Personal information.');
    expect(await visitor.page.getByText('Lex Luthor').count()).toBe(0);
    // Back online, the browser forgets its copy: the note cannot be read offline any more.
    await expect
      .poll(async () => (await readKeptStore(visitor.page)).notes.map((note) => note.shortUuid))
      .not.toContain(shortUuid);
    if (shots) await visitor.page.screenshot({ path: `${shots}/removed-360.png`, fullPage: true });

    const account = await openPageAs(app, author, { viewport: { width: 360, height: 780 } });
    await account.page.goto(`${app.server.url}/account`);
    const tile = account.page
      .getByRole('list', { name: 'Your notes' })
      .getByRole('listitem')
      .filter({ hasText: 'Lex Luthor' });
    await tile.getByText('Removed: Personal information').waitFor();
    expect(await tile.textContent()).toContain('Real people are not to be named.');
    if (shots) await account.page.screenshot({ path: `${shots}/account-360.png`, fullPage: true });
  });

  it('a report made offline waits on the device and is sent once, when the connection is back', async () => {
    const { id } = await app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', authorEmail)
      .executeTakeFirstOrThrow();
    const note = await insertNote(app.database, id, 'Mod02', 'Moriarty');
    const reportsOf = async () =>
      (
        await app.database.db
          .selectFrom('noteReports')
          .select(['reason', 'details'])
          .where('shortUuid', '=', note)
          .execute()
      ).map((row) => `${row.reason}: ${row.details}`);
    const visitor = await openPageAs(app, undefined, { viewport: { width: 360, height: 780 } });
    await visitor.page.goto(`${app.server.url}/notes/${note}`);
    await visitor.page.getByRole('button', { name: 'Report' }).click();
    const form = visitor.page.getByRole('form', { name: 'Report this note' });
    await form.getByLabel('Reason').selectOption({ label: 'Spam' });
    await form.getByLabel('Details').fill('Posted forty times today.');
    await readyForOffline(visitor.page);
    await visitor.page.context().setOffline(true);
    await form.getByRole('button', { name: 'Send Report' }).click();
    await visitor.page.getByRole('status').filter({ hasText: 'Your report is kept on this device' }).waitFor();
    expect(await waitingSubmissions(visitor.page)).toBe(1);
    expect(await reportsOf()).toEqual([]);

    await visitor.page.context().setOffline(false);
    await visitor.page.getByRole('status').filter({ hasText: moderationMessages.thanks }).waitFor();
    await expect.poll(reportsOf).toEqual(['spam: Posted forty times today.']);
    await expect.poll(() => waitingSubmissions(visitor.page)).toBe(0);
    await expectCleanPage(visitor.page, visitor.errors, 'the note page after a report sent late');
  });
});
