import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { userIdOf } from '../support/user-id-of.ts';

const available = browserAvailable();
const adminEmail = 'boss.messages@rivals.test';
const targetEmail = 'pawn.messages@rivals.test';
const app = useBrowserTestServer(available, { ADMIN_EMAILS: adminEmail });
const password = 'messages password';
const note = {
  nemesisName: 'Moriarty',
  nemesisEmail: 'moriarty@rivals.test',
  appreciation: 'You make me sharper every single day.',
  senderName: 'Sherlock',
  senderEmail: 'sherlock@rivals.test',
  agree: true as const,
};

describe.skipIf(!available)('Messages and Audit in Chromium', () => {
  let admin: BrowserLikeClient;
  beforeAll(async () => {
    admin = await signedInClient(app, adminEmail, password);
    await signedInClient(app, targetEmail, password);
    const visitor = browserLikeClient(app.server.url);
    for (const subject of ['First question', 'Second question']) {
      await visitor.call(endpoints.contact, {
        body: { name: 'Pat Rival', email: 'pat@rivals.test', subject, message: `About the ${subject.toLowerCase()}.` },
      });
    }
    await visitor.call(endpoints.sendNemesisNote, { body: note });
  });
  afterEach(() => closeContexts(app.browser));

  const cellTexts = (page: Page, row: number) => page.locator('tbody tr').nth(row).locator('td').allTextContents();

  it('shows contact messages, Nemesis Notes and the mail outbox newest first, one tab each, with a mail’s text on request', async () => {
    const { page, errors } = await openPageAs(app, admin);
    await page.goto(`${app.server.url}/admin/messages`);
    const tab = (name: string) => page.getByRole('tab', { name });
    await page.getByRole('cell', { name: /Second question/ }).waitFor();
    expect(await tab('Contact Messages').getAttribute('aria-selected')).toBe('true');
    const [, from, message, forwarding] = await cellTexts(page, 0);
    expect([from, message, forwarding]).toEqual([
      'Pat Rivalpat@rivals.test',
      'Second questionAbout the second question.',
      'Stored',
    ]);
    expect((await cellTexts(page, 1))[2]).toBe('First questionAbout the first question.');
    await expectCleanPage(page, errors, 'contact messages');

    // Arrow keys move between the tabs; the tab is in the address.
    await tab('Contact Messages').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('cell', { name: 'Moriarty' }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=notes');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Nemesis Notes');
    const [, status, to, sender, appreciation] = await cellTexts(page, 0);
    expect([status, to, sender, appreciation]).toEqual([
      'Sent',
      `Moriarty${note.nemesisEmail}`,
      `Sherlock${note.senderEmail}`,
      note.appreciation,
    ]);
    await expectCleanPage(page, errors, 'Nemesis Notes');

    await tab('Mail Outbox').click();
    const noteMail = page.locator('tbody tr').filter({ hasText: note.nemesisEmail });
    await noteMail.waitFor();
    // Newest first: the Nemesis Note, then the two sign-up codes.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
    expect(await page.locator('tbody tr').first().textContent()).toContain(note.nemesisEmail);
    expect(await noteMail.locator('.admin-badge').textContent()).toBe('Sent');
    await noteMail.getByRole('button', { name: /^Show Text/ }).click();
    const text = page.locator('tbody pre');
    await text.waitFor();
    expect(await text.textContent()).toContain(note.appreciation);
    await expectCleanPage(page, errors, 'mail with its text');
    await noteMail.getByRole('button', { name: /^Hide Text/ }).click();
    await text.waitFor({ state: 'detached' });

    await page.reload();
    await noteMail.waitFor();
    expect(await tab('Mail Outbox').getAttribute('aria-selected')).toBe('true');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectCleanPage(page, errors, 'mail at 360 px');
  }, 60_000);

  it('lists every admin write with who, when, what and the state before and after, a page at a time', async () => {
    const targetId = await userIdOf(app.database, targetEmail);
    await admin.call(adminEndpoints.adminDisableUser, { params: { id: targetId } });
    // 26 more writes: two pages at 25 a page.
    for (let i = 0; i < 13; i++) {
      await admin.call(adminEndpoints.adminGrantAdmin, { params: { id: targetId } });
      await admin.call(adminEndpoints.adminRevokeAdmin, { params: { id: targetId } });
    }
    const { page, errors } = await openPageAs(app, admin);
    await page.goto(`${app.server.url}/admin/audit`);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.locator('tbody tr').count()).toBe(27);
    const [when, who, action, target, change] = await cellTexts(page, 0);
    expect(when).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    expect([who, action, target]).toEqual([adminEmail, 'user.revoke-admin', targetEmail]);
    expect(change).toContain(`Before {"admin-users":["${targetEmail}"]}`);
    expect(change).toContain('After {"admin-users":[]}');
    await expectCleanPage(page, errors, 'audit');

    await page.getByRole('combobox', { name: 'Per page' }).selectOption('25');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(25);
    const pages = page.getByRole('navigation', { name: 'Audit Entries pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    const disabled = page.locator('tbody tr').last();
    expect((await disabled.locator('td').allTextContents()).slice(1, 4)).toEqual([
      adminEmail,
      'user.disable',
      targetEmail,
    ]);
    await disabled.locator('summary').click();
    const full = disabled.locator('pre');
    const [before, after] = await full.allTextContents();
    expect(before).toBe('{\n  "disabledAt": null\n}');
    expect(after).toMatch(/^\{\n {2}"disabledAt": "\d{4}-\d{2}-\d{2}T[\d:.]+Z"\n\}$/);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectCleanPage(page, errors, 'audit at 360 px');
  }, 60_000);
});
