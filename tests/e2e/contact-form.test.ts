import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { contactMessages as m } from '#contract/forms/forms-messages.ts';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { clientFrom } from '../support/forms-client.ts';
import { fieldMessages, fillContactForm, mailsTo, readyForOffline } from '../support/form-pages.ts';
import type { ContactInput } from '../support/form-pages.ts';

const available = browserAvailable();
const contactTo = 'team@nemesis.test';
// TRUST_PROXY: each page comes from an address of its own, so no test reaches another's per-address limit.
const parts = useBrowserTestServer(available, { CONTACT_TO: contactTo, TRUST_PROXY: 'true' });
afterEach(() => closeContexts(parts.browser));

let clients = 0;
const nextAddress = () => `198.51.100.${++clients}`;
const open = (address = nextAddress(), options: BrowserContextOptions = {}) =>
  openPage(parts.browser, { extraHTTPHeaders: { 'X-Forwarded-For': address }, ...options });
const message = (subject: string): ContactInput => ({
  name: 'Lestrade',
  email: 'lestrade@yard.test',
  subject,
  message: 'The note page loads slowly on my phone.',
});
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

/** Opens Contact as a visitor would: from the navigation. */
async function openContact(page: Page): Promise<void> {
  await page.goto(`${parts.server.url}/faq`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await page.getByRole('heading', { name: 'Contact', level: 1 }).waitFor();
  // A click before /faq hydrated loads /contact from the server: its fields open once the page has hydrated.
  await expect.poll(() => page.getByLabel('Name', { exact: true }).isEnabled()).toBe(true);
}

describe.skipIf(!available)('Contact in Chromium', () => {
  it('shows every message under its field, then sends and thanks with the promised reply time', async () => {
    const { page, errors } = await open();
    await openContact(page);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await page.getByLabel(label, { exact: true }).focus();
      await page.getByLabel(label, { exact: true }).blur();
    }
    await expect
      .poll(() => fieldMessages(page))
      .toEqual([m.nameRequired, m.emailRequired, m.subjectRequired, m.messageRequired]);
    await fillContactForm(page, {
      name: 'n'.repeat(101),
      email: 'lestrade@',
      subject: 's'.repeat(201),
      message: 'm'.repeat(5001),
    });
    await page.getByLabel('Email', { exact: true }).blur();
    await expect
      .poll(() => fieldMessages(page))
      .toEqual([m.nameTooLong, m.invalidEmail, m.subjectTooLong, m.messageTooLong]);
    // Each message sits under its own field: the e-mail's is tied to the e-mail input.
    const describedBy = await page.getByLabel('Email', { exact: true }).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy!.split(' ').at(-1)}"]`).textContent()).toBe(m.invalidEmail);
    expect(await sendButton(page).isDisabled()).toBe(true);

    await fillContactForm(page, message('Slow notes'));
    await sendButton(page).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Message sent');
    expect(await page.locator('main').textContent()).toContain(m.thankYou);
    const mail = await parts.mail.waitFor(contactTo, /Slow notes/);
    expect(mail.raw).toContain('The note page loads slowly on my phone.');

    // Send Another keeps who is writing and empties what they said.
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('lestrade@yard.test');
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('shows the server’s message when it refuses, and keeps what was typed', async () => {
    const address = nextAddress();
    const api = clientFrom(parts.server.url, address);
    for (let i = 0; i < 5; i++) await api.call(endpoints.contact, { body: message(`Earlier ${i}`) });
    const { page, errors } = await open(address);
    await openContact(page);
    await fillContactForm(page, message('One too many'));
    await sendButton(page).click();
    const alert = page.locator('main [role=alert] .alert__text');
    await expect
      .poll(() => alert.textContent())
      .toMatch(/^Too many requests - please wait a moment and try again\. You can try again in/);
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe('One too many');
    expect(errors.filter((error) => !error.includes('status of 429'))).toEqual([]);
  });

  it('a message written offline is kept, and sent once on the next visit', async () => {
    const { page, errors } = await open();
    await openContact(page);
    await readyForOffline(page);
    await page.context().setOffline(true);
    await fillContactForm(page, message('Written on the train'));
    await sendButton(page).click();
    await page.getByRole('heading', { name: 'Saved until the connection is back' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Your message is kept on this device');

    // Closed before the connection came back: the next visit sends it.
    const context = page.context();
    await page.close();
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto(`${parts.server.url}/`);
    await parts.mail.waitFor(contactTo, /Written on the train/);
    expect(
      mailsTo(
        parts.mail.messages.filter((mail) => mail.raw.includes('Written on the train')),
        contactTo,
      ),
    ).toBe(1);
    expect(errors).toEqual([]);
  });
});
