import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { appreciationMessages } from '#contract/forms/forms-messages.ts';
import { calendarRoutes } from '#contract/site/calendar-routes.ts';
import { noteSharingMessages } from '#contract/notes/note-sharing.ts';
import { momentInZone, upcomingNemesisDay } from '#contract/site/nemesis-day.ts';
import { browserAvailable } from '../support/browser.ts';
import { matchBrowserClock } from '../support/browser-clock.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { lexNote } from '../support/lex-note.ts';
import { partOf } from '../support/mail-catcher.ts';
import { readKeptStore } from '../support/kept-store.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { useSignedInPage } from '../support/signed-in-page.ts';
import { createTestClock, weeksBeforeNemesisDay } from '../support/test-clock.ts';
import { waitForPrecache } from '../support/wait-for-precache.ts';

const available = browserAvailable();
// The server's clock and the page's both read a day weeks before Nemesis Day.
const clock = createTestClock(weeksBeforeNemesisDay);
const app = useBrowserTestServer(available, {}, clock);
const password = 'rival password 1';
const phone = { width: 360, height: 740 };
const main = (page: Page) => page.locator('main');
const path = (page: Page) => new URL(page.url()).pathname;

/** The wizard walked at 360 px to its success card, with the longest custom URL there is. */
async function publishThroughWizard(page: Page, story: string, vanity: string) {
  await page.goto(`${app.server.url}/create-nemesis-note`);
  await page.getByLabel('Nemesis Name').fill('Lex Luthor');
  await page.getByLabel('Age').fill('42');
  await page.getByLabel('Occupation').fill('Billionaire');
  await page.getByRole('button', { name: 'Roast Them' }).click();
  await page.getByLabel('Your Side of the Story').fill(story);
  await page.getByRole('button', { name: 'Sharpen the Roast' }).click();
  await page.getByLabel('Custom URL (optional)').fill(vanity);
  await page.getByRole('button', { name: 'Create Note' }).click();
  const urlField = page.getByLabel('Public URL');
  await urlField.waitFor();
  return urlField;
}

describe.skipIf(!available)('sharing a note at the moment of publishing, in Chromium at 360 px', () => {
  const stamp = Date.now();
  const author = useSignedInPage(app, available, `sharer.${stamp}@rivals.test`, password);
  const { story } = lexNote(stamp);
  // 24 characters, the most a custom URL takes: the longest link the card shows.
  const vanity = `lex-luthor-${stamp.toString(36)}`.slice(0, 24).padEnd(24, 'x');
  let publicUrl = '';

  beforeAll(async () => {
    if (!available) return;
    await author.page.setViewportSize(phone);
    await matchBrowserClock(author.page.context(), clock);
    await author.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    // A phone's share sheet: what the page hands it is kept for the test to read.
    await author.page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void shared.push(data),
        configurable: true,
      });
    });
  });

  it('shows the whole link, copies it, and hands it to the share sheet', async () => {
    const page = author.page;
    const urlField = await publishThroughWizard(page, story, vanity);
    publicUrl = await urlField.inputValue();
    expect(publicUrl).toMatch(new RegExp(`^${app.server.url}/notes/[A-Za-z0-9]{5}/${vanity}$`));

    // Never cut: the field wraps the link onto lines of its own, inside the screen, with nothing scrolled out of sight.
    const box = (await urlField.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    const fits = await urlField.evaluate((field) => ({
      across: field.scrollWidth <= field.clientWidth,
      down: field.scrollHeight <= field.clientHeight + 1,
      lines: Math.round(field.scrollHeight / parseFloat(getComputedStyle(field).lineHeight)),
    }));
    expect(fits).toMatchObject({ across: true, down: true });
    expect(fits.lines).toBeGreaterThan(1);

    await main(page).getByRole('button', { name: 'Copy', exact: true }).click();
    await main(page).getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);

    await main(page).getByRole('button', { name: 'Share This Roast' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        { title: 'A roast for Lex Luthor', text: 'Lex Luthor has been roasted for Nemesis Day.', url: publicUrl },
      ]);

    const calendar = main(page).getByRole('link', { name: /^Add to calendar/ });
    expect(await calendar.getAttribute('href')).toBe(calendarRoutes.nemesisDayCalendar.path);
    await expectCleanPage(page, author.errors, 'success card at 360 px');
  });

  it('sends the link to the nemesis now, says why when they stopped notes, and sends another on Nemesis Day', async () => {
    const page = author.page;
    await main(page).getByText(noteSharingMessages.title, { exact: true }).click();
    const form = main(page).getByRole('form', { name: noteSharingMessages.title });
    const send = form.getByRole('button', { name: 'Send', exact: true });
    expect(await send.isDisabled()).toBe(true);
    const to = `nemesis.${stamp}@rivals.test`;
    await form.getByLabel('Their e-mail').fill(to);
    await form.getByLabel('Your name').fill('Clark Kent');
    await send.click();
    await main(page).getByText(noteSharingMessages.sent).waitFor();
    const mail = await app.mail.waitFor(to);
    expect(partOf(mail, 'text/plain')).toContain(`${noteSharingMessages.mailText} ${publicUrl}`);
    expect(partOf(mail, 'text/plain')).toContain('Stop all notes to this address');

    // They stop all notes: sent again, the server's refusal shows; the same form then sends to another address.
    const token = /\/stop\?token=([0-9a-f]{64}\.[0-9a-f]{64})/.exec(partOf(mail, 'text/plain'))![1]!;
    await browserLikeClient(app.server.url).call(endpoints.stop, { body: { token } });
    await main(page).getByRole('button', { name: 'Send to another address' }).click();
    expect(await form.getByLabel('Your name').inputValue()).toBe('Clark Kent');
    await form.getByLabel('Their e-mail').fill(to);
    await send.click();
    await form.getByText(appreciationMessages.recipientStopped).waitFor();
    // The browser logs the refusal's status: that is the answer expected here.
    const refused = 'Failed to load resource: the server responded with a status of 403 (Forbidden)';
    expect(author.errors.splice(0)).toEqual([refused]);

    // Another address, on Nemesis Day in the nemesis's zone: held, and the author gets the cancel link.
    const later = `later.${stamp}@rivals.test`;
    await form.getByLabel('Their e-mail').fill(later);
    await form.getByRole('radio', { name: 'On Nemesis Day, 15 February' }).check();
    await form.getByLabel('Time zone').selectOption('America/Los_Angeles');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const { deliverAt } = upcomingNemesisDay(clock.now(), 'America/Los_Angeles')!;
    const status = main(page).getByRole('status').filter({ hasText: noteSharingMessages.scheduled });
    await status.waitFor();
    expect(await status.textContent()).toBe(
      `${noteSharingMessages.scheduled}${momentInZone(deliverAt, 'America/Los_Angeles')}. ${noteSharingMessages.cancellable}`,
    );
    await app.mail.waitFor(`sharer.${stamp}@rivals.test`, /Cancel this Nemesis Note/);
    expect(app.mail.messages.filter((message) => message.to.includes(later))).toEqual([]);
    await expectCleanPage(page, author.errors, 'sent on Nemesis Day at 360 px');
  });

  it('opens the note at /notes/<custom URL> alone, then shows its canonical address, offline too', async () => {
    const { page, errors, context } = await openPageAs(app, undefined, { viewport: phone });
    const canonical = new URL(publicUrl).pathname;
    await page.goto(`${app.server.url}/notes/${vanity.toUpperCase()}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    await expect.poll(() => path(page)).toBe(canonical);
    await expectCleanPage(page, errors, 'note opened by its custom URL');

    // The device keeps its copy under its short id; offline, the custom URL alone finds that copy too.
    const shortUuid = canonical.split('/')[2]!;
    await waitForPrecache(page);
    await expect.poll(async () => (await readKeptStore(page)).notes.map((kept) => kept.shortUuid)).toContain(shortUuid);
    await context.setOffline(true);
    await page.goto(`${app.server.url}/notes/${vanity}`);
    await main(page).getByText('Offline copy').waitFor();
    expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe('Lex Luthor');
  });
});
