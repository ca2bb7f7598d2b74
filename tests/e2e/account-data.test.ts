import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emailChangeMessages } from '#contract/auth/account-data.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, scrollsSideways } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { insertNote } from '../support/insert-note.ts';
import { partOf } from '../support/mail-catcher.ts';
import { newEmail } from '../support/new-email.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';

const available = browserAvailable();
const bossEmail = `account.boss.${Date.now()}@example.test`;
const app = useBrowserTestServer(available, { ADMIN_EMAILS: bossEmail });
const password = 'account data password';
const phone = { viewport: { width: 360, height: 740 } };

/** A new account, and its account page opened on a phone. */
async function accountOnPhone(name: string): Promise<{ email: string; client: BrowserLikeClient; page: Page }> {
  const email = newEmail(name);
  const client = await signedInClient(app, email, password);
  const { page } = await openPageAs(app, client, phone);
  await page.goto(`${app.server.url}/account`);
  await page.getByText(`Signed in as ${email}`).waitFor();
  return { email, client, page };
}

const userId = async (email: string) =>
  (await app.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe.skipIf(!available)('the account page’s sections and data on a phone', () => {
  it('jumps between the groups of sections from a bar that stays in view', async () => {
    const { page } = await accountOnPhone('jumper');
    const sections = page.getByRole('navigation', { name: 'Account sections' });
    const link = (name: string) => sections.getByRole('link', { name, exact: true });
    expect(await sections.getByRole('link').allTextContents()).toEqual(['Notes', 'Security', 'Tokens', 'Account']);
    expect(await link('Notes').getAttribute('aria-current')).toBe('location');

    const inView = async (name: string) => {
      const box = await page.getByRole('heading', { name, exact: true }).boundingBox();
      const bar = await sections.boundingBox();
      return box !== null && bar !== null && box.y >= bar.y + bar.height - 1 && box.y < 740;
    };
    await link('Account').click();
    await expect.poll(() => inView('E-mail Address')).toBe(true);
    await expect.poll(() => link('Account').getAttribute('aria-current')).toBe('location');
    expect(page.url()).toMatch(/\/account#account-settings$/);
    // The bar stays under the site's nav bar, far down the page.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await sections.boundingBox())!.y).toBeLessThan(80);

    await link('Security').click();
    await expect.poll(() => inView('Security')).toBe(true);
    await expect.poll(() => link('Security').getAttribute('aria-current')).toBe('location');
    await link('Tokens').click();
    await expect.poll(() => inView('Personal Access Tokens')).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);

    // A link to a section opens the page there.
    await page.goto(`${app.server.url}/account#tokens`);
    await expect.poll(() => inView('Personal Access Tokens')).toBe(true);
  });

  it('marks the group chosen from the bar even where the page ends before that group reaches the bar', async () => {
    const email = newEmail('tall.screen');
    const { page } = await openPageAs(app, await signedInClient(app, email, password), {
      viewport: { width: 360, height: 1600 },
    });
    await page.goto(`${app.server.url}/account`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    const sections = page.getByRole('navigation', { name: 'Account sections' });
    const link = (name: string) => sections.getByRole('link', { name, exact: true });
    await link('Account').click();
    // The page scrolls as far as it goes: Account's heading stops below the bar, yet Account is the group marked.
    await expect
      .poll(() => page.evaluate(() => Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight))
      .toBe(true);
    const heading = await page.getByRole('heading', { name: 'E-mail Address', exact: true }).boundingBox();
    expect(heading!.y).toBeGreaterThan((await sections.boundingBox())!.y + 200);
    expect(await link('Account').getAttribute('aria-current')).toBe('location');
    expect(await link('Tokens').getAttribute('aria-current')).toBeNull();
    // Scrolling by hand marks the group being read again.
    await page.mouse.move(180, 800);
    await page.mouse.wheel(0, -100_000);
    await expect.poll(() => link('Notes').getAttribute('aria-current')).toBe('location');
    expect(await link('Account').getAttribute('aria-current')).toBeNull();
  });

  it('changes the e-mail address with the password and the code mailed to the new address', async () => {
    const { email, page } = await accountOnPhone('old.address');
    const section = page.getByRole('region', { name: 'E-mail Address' });
    expect(await section.textContent()).toContain(`You sign in with ${email}`);
    await section.getByRole('button', { name: 'Change E-mail Address' }).click();
    const newAddress = newEmail('new.address');
    await section.getByLabel('New E-mail Address').fill(email);
    await section.getByLabel('Current Password').fill(password);
    await section.getByText(emailChangeMessages.sameAddress, { exact: true }).waitFor();
    expect(await section.getByRole('button', { name: 'Send Code' }).isDisabled()).toBe(true);

    await section.getByLabel('New E-mail Address').fill(newAddress);
    await section.getByLabel('Current Password').fill('not my password');
    await section.getByRole('button', { name: 'Send Code' }).click();
    await expect.poll(() => section.getByRole('alert').textContent()).toContain(authErrorMessages.wrongCurrentPassword);

    const sent = app.mail.messages.length;
    await section.getByLabel('Current Password').fill(password);
    await section.getByRole('button', { name: 'Send Code' }).click();
    await section.getByText('Enter the code we e-mailed to').waitFor();
    await section.getByLabel('Code').fill(await app.mail.latestCode(newAddress, sent));
    await section.getByRole('button', { name: 'Change E-mail Address' }).click();

    await section.getByText(`Your e-mail address is now ${newAddress}.`).waitFor();
    await page.getByText(`Signed in as ${newAddress}`).waitFor();
    expect(await section.textContent()).toContain(`You sign in with ${newAddress}`);
    const notice = await app.mail.waitFor(email, /changed/);
    expect(partOf(notice, 'text/plain')).toContain(newAddress);
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('tells an admin whom ADMIN_EMAILS names, before anything is typed, why the address cannot change here', async () => {
    const client = await signedInClient(app, bossEmail, password);
    const { page } = await openPageAs(app, client, phone);
    await page.goto(`${app.server.url}/account`);
    const section = page.getByRole('region', { name: 'E-mail Address' });
    await section.getByText(emailChangeMessages.adminByServerSetting).waitFor();
    expect(await section.getByRole('button', { name: 'Change E-mail Address' }).count()).toBe(0);
  });

  it('downloads my data as a JSON file with my notes, views, reactions and sessions', async () => {
    const { email, client, page } = await accountOnPhone('downloader');
    const author = newEmail('their.author');
    await signedInClient(app, author, password);
    await insertNote(app.database, await userId(email), 'dlMin', 'Downloaded Rival');
    const theirs = await insertNote(app.database, await userId(author), 'dlThr', 'Viewed Rival');
    await client.call(endpoints.recordView, { body: { shortUuid: theirs } });
    await client.call(endpoints.setReaction, { params: { shortUuid: theirs }, body: { reaction: 'laugh' } });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nemesis-day-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.account.email).toBe(email);
    expect(data.notes.map((note: { nemesisName: string }) => note.nemesisName)).toEqual(['Downloaded Rival']);
    expect(data.recentlyViewed).toEqual([expect.objectContaining({ shortUuid: theirs })]);
    expect(data.reactions).toEqual([expect.objectContaining({ shortUuid: theirs, reaction: 'laugh' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
  });

  it('clears Recently Viewed after asking, and the list stays empty on reload', async () => {
    const { client, page } = await accountOnPhone('clearer');
    const author = newEmail('cleared.author');
    await signedInClient(app, author, password);
    const shortUuid = await insertNote(app.database, await userId(author), 'clrAa', 'Forgotten Rival');
    await client.call(endpoints.recordView, { body: { shortUuid } });
    await page.reload();
    const section = page.getByRole('region', { name: 'Recently Viewed Notes' });
    await section.getByRole('heading', { name: 'Forgotten Rival' }).waitFor();

    await section.getByRole('button', { name: 'Clear' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear recently viewed notes?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await section.textContent()).toContain('Forgotten Rival');

    await section.getByRole('button', { name: 'Clear' }).click();
    await dialog.getByRole('button', { name: 'Clear List' }).click();
    await section.getByText('Nothing here yet.').waitFor();
    expect(await section.getByRole('button', { name: 'Clear' }).count()).toBe(0);
    await page.reload();
    await section.getByText('Nothing here yet.').waitFor();
    expect(
      (await browserLikeClient(app.server.url).call(endpoints.getNote, { params: { shortUuid } })).note,
    ).toMatchObject({ nemesisName: 'Forgotten Rival' });
  });
});
