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
import { adminSections } from '../../web/src/pages/admin/admin-sections.ts';

const available = browserAvailable();
const shots = process.env.NEMESIS_SCREENSHOTS;
const adminEmail = 'boss.narrow@rivals.test';
const memberEmail = 'a.rather.long.address.of.a.member@rivals-from-far-away.test';
const app = useBrowserTestServer(available, { ADMIN_EMAILS: adminEmail });
const password = 'narrow admin password';
const sections = adminSections.map((section) => section.label);

/** The parts of the page a reader acts on or reads that lie, even partly, outside the screen's width, or that their table scrolls out of sight. */
function outOfSight(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const lost = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.left < 0 || box.right > window.innerWidth;
    });
    const scrolled = [...document.querySelectorAll<HTMLElement>('.admin-table-wrap')].filter(
      (wrap) => wrap.scrollWidth > wrap.clientWidth,
    );
    return [...lost.map((element) => element.textContent ?? ''), ...scrolled.map(() => 'a table scrolling sideways')];
  }, selector);
}

describe.skipIf(!available)('the admin panel on a 360 px phone in Chromium', () => {
  let admin: BrowserLikeClient;
  beforeAll(async () => {
    admin = await signedInClient(app, adminEmail, password);
    await signedInClient(app, memberEmail, password);
    const visitor = browserLikeClient(app.server.url);
    await visitor.call(endpoints.contact, {
      body: {
        name: 'Pat Rival',
        email: 'pat@rivals.test',
        subject: 'A question',
        message: 'Is there a Nemesis Day in every country?',
      },
    });
    await visitor.call(endpoints.sendNemesisNote, {
      body: {
        nemesisName: 'Moriarty',
        nemesisEmail: 'moriarty@rivals.test',
        appreciation: 'You make me sharper every single day.',
        senderName: 'Sherlock',
        senderEmail: 'sherlock@rivals.test',
        agree: true,
      },
    });
    await admin.call(adminEndpoints.adminCreatePrompt, {
      body: {
        promptId: 'initial-roast',
        promptText: 'Roast {{nemesisName}}, {{nemesisAge}}, {{nemesisOccupation}}.',
        description: 'A short one',
        basedOnVersion: 1,
      },
    });
    await admin.call(adminEndpoints.adminDisableUser, { params: { id: await userIdOf(app.database, memberEmail) } });
  });
  afterEach(() => closeContexts(app.browser));

  const openAt = async (width: number, path: string) => {
    const opened = await openPageAs(app, admin, { viewport: { width, height: 800 } });
    await opened.page.goto(`${app.server.url}${path}`);
    return opened;
  };

  it('shows every section in the admin menu', async () => {
    const { page, errors } = await openAt(360, '/admin/audit');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    // The panel shows once the session is checked: wait for each link to be in sight.
    for (const label of sections) await menu.getByRole('link', { name: label }).waitFor();
    expect(await outOfSight(page, '.admin__sidebar a')).toEqual([]);
    await menu.getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await expectCleanPage(page, errors, 'admin menu at 360 px');
  });

  it('stacks the prompt versions, users, messages and audit tables, every cell under its heading and every action in reach', async () => {
    const { page, errors } = await openAt(360, '/admin/prompts');
    const inTables = 'tbody th, tbody td, tbody button, tbody a, tbody summary';

    const versions = page.getByRole('table', { name: 'Versions of initial-roast, newest first' });
    const v2 = versions.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^v2\b/ }) });
    await v2.waitFor();
    expect(await outOfSight(page, inTables)).toEqual([]);
    // Each cell says what it is: its column's heading shows above it.
    expect(
      await v2
        .locator('td')
        .first()
        .evaluate((cell) => getComputedStyle(cell, '::before').content),
    ).toContain('Description');
    await v2.getByRole('button', { name: 'View version 2' }).click();
    await page.getByRole('heading', { name: 'Version 2 of initial-roast' }).waitFor();
    await v2.getByRole('button', { name: 'Activate version 2' }).click();
    await page.getByText('Prompt version activated successfully.').waitFor();
    await expectCleanPage(page, errors, 'prompts at 360 px');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'User Management' }).click();
    const member = page.getByRole('button', { name: memberEmail });
    await member.waitFor();
    expect(await outOfSight(page, inTables)).toEqual([]);
    await member.click();
    await page.getByRole('heading', { name: memberEmail, level: 2 }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/admin-users-360.png`, fullPage: true });
    await expectCleanPage(page, errors, 'users at 360 px');

    for (const [tab, first] of [
      ['contact', 'A question'],
      ['notes', 'Moriarty'],
      ['mail', 'moriarty@rivals.test'],
    ] as const) {
      await page.goto(`${app.server.url}/admin/messages?tab=${tab}`);
      await page.locator('tbody').getByText(first).first().waitFor();
      expect(await outOfSight(page, inTables), tab).toEqual([]);
      await expectCleanPage(page, errors, `messages (${tab}) at 360 px`);
    }
    const mail = page.getByRole('row').filter({ hasText: 'moriarty@rivals.test' });
    await mail.getByRole('button', { name: /^Show Text/ }).click();
    await mail.locator('xpath=following-sibling::tr[1]').getByText('You make me sharper every single day.').waitFor();
    expect(await outOfSight(page, inTables)).toEqual([]);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit' }).click();
    const disabled = page.getByRole('row').filter({ hasText: 'user.disable' });
    await disabled.waitFor();
    expect(await outOfSight(page, inTables)).toEqual([]);
    await disabled.locator('summary').click();
    await disabled.locator('pre').first().waitFor();
    expect(await outOfSight(page, inTables)).toEqual([]);
    await expectCleanPage(page, errors, 'audit at 360 px');
  }, 60_000);

  it('keeps the columns on a wide screen', async () => {
    const { page } = await openAt(1280, '/admin/prompts');
    const heading = page.getByRole('columnheader', { name: 'Actions' }).first();
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    expect(
      await page
        .locator('tbody td')
        .first()
        .evaluate((cell) => getComputedStyle(cell).display),
    ).toBe('table-cell');
  });
});
