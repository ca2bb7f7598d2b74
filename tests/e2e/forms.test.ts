import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { appreciationMessages as m, stopMessages } from '#contract/forms/forms-messages.ts';
import {
  browserAvailable,
  closeContexts,
  openPage,
  scrollsSideways,
  seriousAxeViolations,
} from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import {
  fieldMessages,
  fillContactForm,
  fillNemesisStep,
  fillSenderStep,
  mailsTo,
  readyForOffline,
  sendNoteThroughUi,
  stopLinkIn,
  waitingSubmissions,
} from '../support/form-pages.ts';
import type { NoteInput } from '../support/form-pages.ts';
import { partOf } from '../support/mail-catcher.ts';
import { startTestServer } from '../support/test-server.ts';

const available = browserAvailable();
const coffeeUrl = 'https://coffee.example/nemesis-day';
// TRUST_PROXY: each page comes from an address of its own, so no test reaches another's per-address limit.
const parts = useBrowserTestServer(available, { COFFEE_URL: coffeeUrl, TRUST_PROXY: 'true' });
afterEach(() => closeContexts(parts.browser));

let clients = 0;
const open = (options: BrowserContextOptions = {}) =>
  openPage(parts.browser, { extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${++clients}` }, ...options });
const note = (nemesisEmail: string): NoteInput => ({
  nemesisName: 'Professor Moriarty',
  nemesisEmail,
  appreciation: 'You keep me <b>sharp</b>.',
  senderName: 'Sherlock',
  senderEmail: 'sherlock@rivals.test',
});
const mainText = (page: Page) => page.locator('main').textContent();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);
const leave = async (page: Page, label: string) => {
  // A page the server rendered takes input once it is interactive (its fields are disabled until then).
  await expect.poll(() => page.getByLabel(label).isEnabled()).toBe(true);
  await page.getByLabel(label).focus();
  await page.getByLabel(label).blur();
};

describe.skipIf(!available)('Send a Nemesis Note in Chromium', () => {
  it('checks both steps live, keeps what was typed on Back, sends the note and offers the coffee', async () => {
    const { page, errors } = await open();
    await page.goto(`${parts.server.url}/`);
    await page.getByRole('link', { name: 'Send them a Nemesis Note!' }).click();
    await page.getByRole('heading', { name: 'Who is your nemesis?' }).waitFor();
    expect(await page.getByText('Step 1 of 2').count()).toBe(1);
    const next = page.getByRole('button', { name: 'Next' });

    for (const label of ['Nemesis Name', 'Nemesis Email', 'Why do you appreciate them?']) await leave(page, label);
    await expect
      .poll(() => fieldMessages(page))
      .toEqual([m.nemesisNameRequired, m.nemesisEmailRequired, m.appreciationRequired]);
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Nemesis Name').fill('x'.repeat(101));
    await page.getByLabel('Nemesis Email').fill('not-an-email');
    await page.getByLabel('Nemesis Email').blur();
    await page.getByLabel('Why do you appreciate them?').fill('y'.repeat(2001));
    await expect.poll(() => fieldMessages(page)).toEqual([m.nameTooLong, m.invalidEmail, m.appreciationTooLong]);
    expect(await page.locator('.field__counter').textContent()).toContain('over the limit');

    const input = note('moriarty@rivals.test');
    await page.getByLabel('Why do you appreciate them?').fill(input.appreciation);
    expect(await page.locator('.field__counter').textContent()).toBe(
      `${2000 - input.appreciation.length} characters left`,
    );
    await fillNemesisStep(page, input);
    // The new step takes focus at its heading, as a new page would.
    await expect.poll(() => focusedText(page)).toBe(m.stepTwoTitle);
    expect(await page.getByText('Step 2 of 2').count()).toBe(1);

    const send = page.getByRole('button', { name: 'Send', exact: true });
    await leave(page, 'Your Name');
    await leave(page, 'Your Email');
    const agree = page.getByRole('checkbox', { name: /I agree/ });
    await agree.check();
    await agree.uncheck();
    await expect
      .poll(() => fieldMessages(page))
      .toEqual([m.senderNameRequired, m.senderEmailRequired, m.agreeRequired]);
    await page.getByLabel('Your Email').fill('sherlock@');
    await page.getByLabel('Your Email').blur();
    await expect.poll(() => fieldMessages(page)).toEqual([m.senderNameRequired, m.invalidEmail, m.agreeRequired]);
    expect(await send.isDisabled()).toBe(true);
    for (const [name, href] of [
      ['Terms of Service', '/terms-of-use'],
      ['Privacy Policy', '/privacy-policy'],
    ]) {
      const link = page.locator('form').getByRole('link', { name: new RegExp(`^${name}`) });
      expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual([href, '_blank']);
    }

    await fillSenderStep(page, input);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByLabel('Nemesis Email').inputValue()).toBe(input.nemesisEmail);
    expect(await page.getByLabel('Why do you appreciate them?').inputValue()).toBe(input.appreciation);
    await next.click();
    expect(await page.getByLabel('Your Name').inputValue()).toBe('Sherlock');
    expect(await agree.isChecked()).toBe(true);
    // The honeypot is there for bots only: out of sight, out of the tab order, and empty.
    const honeypot = page.locator('input[name="website"]');
    const hiddenBy = await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]')?.className);
    expect([await honeypot.getAttribute('tabindex'), await honeypot.inputValue(), hiddenBy]).toEqual([
      '-1',
      '',
      'visually-hidden',
    ]);

    await send.click();
    await page.getByRole('heading', { name: 'Your Nemesis Note is on its way' }).waitFor();
    expect(await mainText(page)).toContain(`${m.success} ${m.buyCoffee}`);
    expect(await page.getByRole('link', { name: /Buy a Coffee/ }).getAttribute('href')).toBe(coffeeUrl);
    const mail = await parts.mail.waitFor(input.nemesisEmail);
    expect(partOf(mail, 'text/plain')).toContain('You keep me <b>sharp</b>.');
    expect(errors).toEqual([]);
  });

  it('ends the success at “Success!” without COFFEE_URL, and Send Another starts a new note from the same sender', async () => {
    const plain = await startTestServer({ env: { SMTP_URL: parts.mail.url } });
    try {
      const { page } = await open();
      await sendNoteThroughUi(page, plain.url, note('irene@rivals.test'));
      await page.getByRole('heading', { name: 'Your Nemesis Note is on its way' }).waitFor();
      expect(await page.locator('.note-sent__success').textContent()).toBe(m.successWithoutCoffee);
      expect(await page.getByRole('link', { name: /Buy a Coffee/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Send Another' }).click();
      await expect.poll(() => focusedText(page)).toBe('Who is your nemesis?');
      expect(await page.getByLabel('Nemesis Name').inputValue()).toBe('');
      await fillNemesisStep(page, note('mycroft@rivals.test'));
      expect(await page.getByLabel('Your Name').inputValue()).toBe('Sherlock');
    } finally {
      await plain.close();
    }
  });

  it('the stop link stops further notes and can be undone; a note to a stopped address shows the server’s message', async () => {
    const { page, errors } = await open();
    const input = note('adler@rivals.test');
    await sendNoteThroughUi(page, parts.server.url, input);
    const link = stopLinkIn(await parts.mail.waitFor(input.nemesisEmail));

    await page.goto(link);
    await page.getByRole('heading', { name: 'Nemesis Notes stopped' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: stopMessages.stopped }).count()).toBe(1);
    await page.getByRole('button', { name: 'Allow Nemesis Notes again' }).click();
    await page.getByRole('heading', { name: 'Nemesis Notes allowed' }).waitFor();
    expect(await mainText(page)).toContain(stopMessages.resumed);
    await page.getByRole('button', { name: 'Stop them again' }).click();
    await page.getByRole('heading', { name: 'Nemesis Notes stopped' }).waitFor();

    const sent = parts.mail.messages.length;
    await sendNoteThroughUi(page, parts.server.url, input);
    await expect
      .poll(() => page.locator('main [role=alert] .alert__text').textContent())
      .toBe(m.errorPrefix + m.recipientStopped);
    // The form stays as typed, and nothing was mailed.
    expect(await page.getByLabel('Your Name').inputValue()).toBe(input.senderName);
    expect(mailsTo(parts.mail.messages.slice(sent), input.nemesisEmail)).toBe(0);

    for (const query of ['?token=not-a-real-token', '']) {
      await page.goto(`${parts.server.url}/stop${query}`);
      await page.getByRole('heading', { name: 'This stop link does not work' }).waitFor();
      expect(await mainText(page)).toContain(stopMessages.invalidLink);
    }
    expect(errors.filter((error) => !/status of 40[03]/.test(error))).toEqual([]);
  });

  it('a note sent offline is kept, then sent once when the browser is back online', async () => {
    const { page, errors } = await open();
    const input = note('watson@rivals.test');
    await page.goto(`${parts.server.url}/send-nemesis-note`);
    await page.getByRole('heading', { name: 'Who is your nemesis?' }).waitFor();
    await readyForOffline(page);
    await page.context().setOffline(true);
    await expect.poll(() => mainText(page)).toContain('You are offline.');
    await fillNemesisStep(page, input);
    await fillSenderStep(page, input);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Saved until the connection is back' }).waitFor();
    expect(mailsTo(parts.mail.messages, input.nemesisEmail)).toBe(0);

    await page.context().setOffline(false);
    await page.getByRole('heading', { name: 'Your Nemesis Note is on its way' }).waitFor();
    await parts.mail.waitFor(input.nemesisEmail);
    expect(mailsTo(parts.mail.messages, input.nemesisEmail)).toBe(1);
    expect(await waitingSubmissions(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('every state of the new pages passes axe and fits a 360 px phone without scrolling sideways', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const { page, errors } = await open({ viewport });
      const check = async (state: string) => {
        expect(await seriousAxeViolations(page), `${state} at ${viewport.width}px`).toEqual([]);
        expect(await scrollsSideways(page), `${state} at ${viewport.width}px`).toBe(false);
      };
      const input = note(`lestrade.${viewport.width}@rivals.test`);
      await page.goto(`${parts.server.url}/send-nemesis-note`);
      await leave(page, 'Nemesis Email');
      await page.getByText(m.nemesisEmailRequired).waitFor();
      await check('step 1 with a message');
      await fillNemesisStep(page, input);
      await page.getByRole('checkbox', { name: /I agree/ }).focus();
      await page.getByRole('checkbox', { name: /I agree/ }).blur();
      await page.getByText(m.agreeRequired).waitFor();
      await check('step 2 with a message');
      await fillSenderStep(page, input);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('heading', { name: 'Your Nemesis Note is on its way' }).waitFor();
      await check('the success');
      await page.goto(stopLinkIn(await parts.mail.waitFor(input.nemesisEmail)));
      await page.getByRole('heading', { name: 'Nemesis Notes stopped' }).waitFor();
      await check('the stop page');

      await page.goto(`${parts.server.url}/contact`);
      await page.getByRole('heading', { name: 'Contact', level: 1 }).waitFor();
      await check('the contact form');
      await readyForOffline(page);
      await page.context().setOffline(true);
      await fillContactForm(page, {
        name: 'Gregson',
        email: 'gregson@yard.test',
        subject: `Layout ${viewport.width}`,
        message: 'Fits?',
      });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('heading', { name: 'Saved until the connection is back' }).waitFor();
      await check('a message kept offline');
      await page.context().setOffline(false);
      await page.getByRole('heading', { name: 'Message sent' }).waitFor();
      await check('the thank-you');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 90_000);
});
