import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { momentInZone, upcomingNemesisDay } from '#contract/site/nemesis-day.ts';
import { browserAvailable, closeContexts, openPage, scrollsSideways } from '../support/browser.ts';
import { matchBrowserClock } from '../support/browser-clock.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { fillNemesisStep, fillSenderStep, mailsTo } from '../support/form-pages.ts';
import { partOf } from '../support/mail-catcher.ts';
import { createTestClock, weeksBeforeNemesisDay } from '../support/test-clock.ts';

const available = browserAvailable();
// The server's clock and the phone's both read a day weeks before Nemesis Day.
const clock = createTestClock(weeksBeforeNemesisDay);
const parts = useBrowserTestServer(available, { TRUST_PROXY: 'true' }, clock);
afterEach(() => closeContexts(parts.browser));

// A phone in Kiritimati, whose owner's nemesis lives in Los Angeles.
const phone = { viewport: { width: 360, height: 740 }, timezoneId: 'Pacific/Kiritimati', isMobile: true };
const note = {
  nemesisName: 'Joe Frazier',
  nemesisEmail: 'frazier@rivals.test',
  appreciation: 'Fifteen rounds in Manila.',
  senderName: 'Muhammad Ali',
  senderEmail: 'ali@rivals.test',
};

describe.skipIf(!available)('Nemesis Day in Chromium on a phone', () => {
  it('sends a note on Nemesis Day in the zone chosen, confirms it with a cancel link that cancels it', async () => {
    const { page, errors } = await openPage(parts.browser, {
      ...phone,
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.71' },
    });
    await matchBrowserClock(page.context(), clock);
    await page.goto(`${parts.server.url}/send-nemesis-note`);
    await fillNemesisStep(page, note);
    await fillSenderStep(page, note);

    const when = page.getByRole('group', { name: 'When should it arrive?' });
    expect(await when.getByRole('radio', { name: 'Now' }).isChecked()).toBe(true);
    await when.getByRole('radio', { name: 'On Nemesis Day, 15 February' }).check();
    // The browser's own zone is the default; the nemesis's is chosen.
    const zone = page.getByLabel('Time zone');
    expect(await zone.inputValue()).toBe('Pacific/Kiritimati');
    await zone.selectOption('America/Los_Angeles');
    const { deliverAt } = upcomingNemesisDay(clock.now(), 'America/Los_Angeles')!;
    const moment = momentInZone(deliverAt, 'America/Los_Angeles');
    await expect.poll(() => when.textContent()).toContain(`It leaves on ${moment}.`);
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Your Nemesis Note waits for the day' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(`It reaches them on Nemesis Day: ${moment}.`);
    expect(await page.getByRole('link', { name: /^Add to calendar/ }).count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);

    // Nothing goes to the nemesis before the day; the sender gets the cancel link.
    const confirmation = await parts.mail.waitFor(note.senderEmail, /Cancel this Nemesis Note/);
    expect(mailsTo(parts.mail.messages, note.nemesisEmail)).toBe(0);
    const link = /https?:\/\/\S+\/send-nemesis-note\/cancel\?token=\S+/.exec(partOf(confirmation, 'text/plain'))![0];

    await page.goto(link);
    await page.getByRole('heading', { name: 'Waiting for Nemesis Day' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Your Nemesis Note to Joe Frazier');
    await page.getByRole('button', { name: 'Cancel this Nemesis Note' }).click();
    await page.getByRole('heading', { name: 'Cancelled' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Cancelled: your Nemesis Note will not be sent.');
    expect(await page.getByRole('button', { name: 'Cancel this Nemesis Note' }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    const row = await parts.database.db
      .selectFrom('mailOutbox')
      .select('status')
      .where('recipient', '=', note.nemesisEmail)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(errors).toEqual([]);
  });

  it('offers Nemesis Day for the calendar on the home page: a yearly all-day event on 15 February', async () => {
    const { page, errors } = await openPage(parts.browser, { ...phone, acceptDownloads: true });
    await page.goto(`${parts.server.url}/`);
    const link = page.getByRole('link', { name: /^Add to calendar/ });
    expect(await link.isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('nemesis-day.ics');
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect([event.summary, event.startDate.isDate, event.startDate.month, event.startDate.day]).toEqual([
      'Nemesis Day',
      true,
      2,
      15,
    ]);
    expect((event.component.getFirstPropertyValue('rrule') as ICAL.Recur).freq).toBe('YEARLY');
    expect(await scrollsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});
