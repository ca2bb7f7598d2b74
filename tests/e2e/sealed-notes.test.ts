import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import { browserAvailable, closeContexts, scrollsSideways } from '../support/browser.ts';
import { matchBrowserClock } from '../support/browser-clock.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { readKeptStore } from '../support/kept-store.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { writeRoasts } from '../support/publish-note.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { createTestClock, weeksBeforeNemesisDay } from '../support/test-clock.ts';
import { waitForPrecache } from '../support/wait-for-precache.ts';

const available = browserAvailable();
// The server's clock, which each phone's is set to: a day weeks before Nemesis Day.
const clock = createTestClock(weeksBeforeNemesisDay);
const app = useBrowserTestServer(available, {}, clock);
afterEach(() => closeContexts(app.browser));
const password = 'rival password 1';
const main = (page: Page) => page.locator('main');
// A phone in Los Angeles.
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, timezoneId: 'America/Los_Angeles' };
/** Words of a roast that read the same in JSON and HTML. */
const wordsOf = (roast: string) => /[A-Za-z][A-Za-z ]{14,}[A-Za-z]/.exec(roast)![0];

/** Every response the service worker's caches hold, as text. */
const cachedText = (page: Page) =>
  page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) texts.push(await ((await cache.match(request))?.text() ?? ''));
    }
    return texts.join('\n');
  });

describe.skipIf(!available)('notes sealed until Nemesis Day, on a phone in Chromium', () => {
  const stamp = Date.now();

  it('seals a note when publishing, lists when it opens, and lets its author move it or open it now', async () => {
    const author = await signedInClient(app, `sealer.${stamp}@rivals.test`, password);
    const { page, errors, context } = await openPageAs(app, author, phone);
    // The wizard reckons the day with the zone library, which Playwright's clock breaks (see browser-clock.ts).
    await matchBrowserClock(context, clock);
    await page.goto(`${app.server.url}/create-nemesis-note`);
    await page.getByLabel('Nemesis Name').fill('Lex Luthor');
    await page.getByLabel('Age').fill('42');
    await page.getByLabel('Occupation').fill('Billionaire');
    await page.getByRole('button', { name: 'Roast Them' }).click();
    await page.getByLabel('Your Side of the Story').fill('He parks his helicopter in my spot every single day.');
    await page.getByRole('button', { name: 'Sharpen the Roast' }).click();
    await page.getByLabel('Custom URL (optional)').waitFor();

    const toggle = page.getByRole('checkbox', { name: sealMessages.toggle });
    await toggle.check();
    const zone = page.getByLabel(sealMessages.timeZone, { exact: true });
    // The browser's own zone is the default.
    expect(await zone.inputValue()).toBe('America/Los_Angeles');
    await zone.selectOption('Pacific/Kiritimati');
    await main(page)
      .getByText(/^Opens \w+day, 15 February \d{4} at 00:00 \(Pacific\/Kiritimati\)\.$/)
      .waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectCleanPage(page, errors, 'publish step with the seal chosen');
    await page.getByRole('button', { name: 'Create Note' }).click();
    const urlField = page.getByLabel('Public URL');
    await urlField.waitFor();
    const shortUuid = new URL(await urlField.inputValue()).pathname.split('/')[2]!;
    const written = await author.call(endpoints.getNote, { params: { shortUuid } });
    expect(written.note.seal?.timeZone).toBe('Pacific/Kiritimati');
    const words = wordsOf(written.note.finalRoast!);

    // Its page: the roast for its author, and the seal with its controls.
    await page.goto(`${app.server.url}/notes/${shortUuid}`);
    const controls = main(page).getByRole('region', { name: sealMessages.sealedBadge });
    await controls.getByText('(Pacific/Kiritimati)', { exact: false }).waitFor();
    expect(await main(page).locator('.roast-card__roast').textContent()).toContain(words);
    expect(await scrollsSideways(page)).toBe(false);
    await expectCleanPage(page, errors, 'the author’s sealed note');

    await page.goto(`${app.server.url}/account`);
    const mine = page.getByRole('region', { name: 'My Nemesis Notes' });
    await mine.getByText(/^Opens in \d+ days?$/).waitFor();

    await page.goto(`${app.server.url}/notes/${shortUuid}`);
    await controls.getByLabel(sealMessages.changeZone).selectOption('Europe/Paris');
    await controls.getByRole('button', { name: sealMessages.saveZone }).click();
    await controls.getByText('(Europe/Paris)', { exact: false }).waitFor();
    expect((await author.call(endpoints.getNote, { params: { shortUuid } })).note.seal?.timeZone).toBe('Europe/Paris');
    await controls.getByRole('button', { name: sealMessages.openEarly }).click();
    await expect.poll(() => controls.count()).toBe(0);
    const reader = await signedInClient(app, `early.${stamp}@rivals.test`, password);
    expect((await reader.call(endpoints.getNote, { params: { shortUuid } })).note.finalRoast).toBe(
      written.note.finalRoast,
    );
    expect(errors).toEqual([]);
  });

  it('shows a reader the countdown, keeps no word of the roast, and opens itself at the moment', async () => {
    const author = await signedInClient(app, `waiter.${stamp}@rivals.test`, password);
    const body = await writeRoasts(
      author,
      { nemesisName: 'Green Goblin', nemesisAge: 45, nemesisOccupation: 'Industrialist' },
      'He keeps throwing pumpkins at my car.',
    );
    const note = await author.call(endpoints.createNote, { body: { ...body, sealZone: 'America/Los_Angeles' } });
    const words = wordsOf(body.finalRoast);
    const { page, errors, context } = await openPageAs(app, undefined, phone);
    // The phone's clock reads what the server's does.
    await context.clock.install({ time: clock.now() });
    await page.goto(`${app.server.url}/notes/${note.shortUuid}`);
    // The first HTML says so before any script runs; then the countdown ticks.
    await main(page).getByRole('heading', { name: sealMessages.sealedHeading }).waitFor();
    const timer = main(page).getByRole('timer');
    await timer.getByText('days').waitFor();
    expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toBe('Green Goblin');
    expect(await main(page).textContent()).not.toContain(words);
    expect(await scrollsSideways(page)).toBe(false);
    await expectCleanPage(page, errors, 'a sealed note’s countdown');

    // Neither the service worker's caches nor the device's notes hold a word of it.
    await waitForPrecache(page);
    await expect
      .poll(async () => (await readKeptStore(page)).notes.map((kept) => kept.shortUuid))
      .toContain(note.shortUuid);
    expect(JSON.stringify(await readKeptStore(page))).not.toContain(words);
    expect(await cachedText(page)).not.toContain(words);

    // Left open until the moment: it opens itself, with no reload.
    await page.evaluate(() => Object.assign(window, { leftOpen: true }));
    clock.advanceTo(note.seal!.opensAt);
    const browserNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(Date.parse(note.seal!.opensAt) - browserNow + 1000);
    await main(page).locator('.roast-card__roast').getByText(words, { exact: false }).waitFor({ timeout: 15_000 });
    expect(await main(page).getByRole('heading', { name: sealMessages.sealedHeading }).count()).toBe(0);
    expect(await page.evaluate(() => 'leftOpen' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('stays sealed offline past the moment, until the device has fetched it since', async () => {
    // Past the Nemesis Day the test before reached, so that the note seals until the next one.
    clock.advance(2 * 86_400_000);
    const author = await signedInClient(app, `offline.${stamp}@rivals.test`, password);
    const body = await writeRoasts(
      author,
      { nemesisName: 'Doctor Octopus', nemesisAge: 50, nemesisOccupation: 'Scientist' },
      'He borrowed my ladder with four arms and returned none of it.',
    );
    const note = await author.call(endpoints.createNote, { body: { ...body, sealZone: 'America/Los_Angeles' } });
    const words = wordsOf(body.finalRoast);
    const { page, errors, context } = await openPageAs(app, undefined, phone);
    await context.clock.install({ time: clock.now() });
    await page.goto(`${app.server.url}/notes/${note.shortUuid}`);
    const sealed = main(page).getByRole('heading', { name: sealMessages.sealedHeading });
    await sealed.waitFor();
    await waitForPrecache(page);
    await expect
      .poll(async () => (await readKeptStore(page)).notes.map((kept) => kept.shortUuid))
      .toContain(note.shortUuid);

    await context.setOffline(true);
    clock.advanceTo(note.seal!.opensAt);
    const browserNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(Date.parse(note.seal!.opensAt) - browserNow + 1000);
    await main(page).getByText(sealMessages.opening).waitFor();
    // Opened again offline: the device's copy, still sealed.
    await page.reload();
    await main(page).getByText('Offline copy').waitFor();
    expect(await sealed.count()).toBe(1);
    expect(await main(page).textContent()).not.toContain(words);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await main(page).locator('.roast-card__roast').getByText(words, { exact: false }).waitFor({ timeout: 15_000 });
    expect(await sealed.count()).toBe(0);
    expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
