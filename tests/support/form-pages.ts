import type { Page } from 'playwright-core';
import { partOf } from './mail-catcher.ts';
import type { CaughtMail } from './mail-catcher.ts';

/** A Nemesis Note as the two steps of its form take it. */
export interface NoteInput {
  nemesisName: string;
  nemesisEmail: string;
  appreciation: string;
  senderName: string;
  senderEmail: string;
}

/**
 * Waits until the page has fetched what it needs to keep a submission offline: the offline store's code,
 * which a public form loads once it is interactive, and the service worker, which the app registers after
 * its first paint (offline, neither could be fetched, and Chromium logs the worker's failed fetch as an error).
 */
export async function readyForOffline(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/offline-db-')),
  );
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/** Fills step 1 of Send a Nemesis Note (the page is on it) and goes on to step 2. */
export async function fillNemesisStep(page: Page, note: NoteInput): Promise<void> {
  await page.getByLabel('Nemesis Name').fill(note.nemesisName);
  await page.getByLabel('Nemesis Email').fill(note.nemesisEmail);
  await page.getByLabel('Why do you appreciate them?').fill(note.appreciation);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Almost there...' }).waitFor();
}

/** Fills step 2 and ticks the agreement (the page is on it). */
export async function fillSenderStep(page: Page, note: NoteInput): Promise<void> {
  await page.getByLabel('Your Name').fill(note.senderName);
  await page.getByLabel('Your Email').fill(note.senderEmail);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
}

/** Opens Send a Nemesis Note, fills both steps and presses Send. */
export async function sendNoteThroughUi(page: Page, baseUrl: string, note: NoteInput): Promise<void> {
  await page.goto(`${baseUrl}/send-nemesis-note`);
  await fillNemesisStep(page, note);
  await fillSenderStep(page, note);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** A contact message as its form takes it. */
export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Fills the contact form (the page is on it). */
export async function fillContactForm(page: Page, message: ContactInput): Promise<void> {
  for (const [label, value] of [
    ['Name', message.name],
    ['Email', message.email],
    ['Subject', message.subject],
    ['Message', message.message],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** The messages under a page's fields, in order. */
export function fieldMessages(page: Page): Promise<string[]> {
  return page.locator('main .field__errors li').allTextContents();
}

/** The stop link (`/stop?token=…`) a Nemesis Note's text part ends with. */
export function stopLinkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/stop\?token=\S+/.exec(partOf(mail, 'text/plain'))?.[0];
  if (!link) throw new Error('The mail has no stop link');
  return link;
}

/** How many caught mails went to `to`. */
export function mailsTo(mails: readonly CaughtMail[], to: string): number {
  return mails.filter((mail) => mail.to.includes(to.toLowerCase())).length;
}

/** How many submissions wait in the page's offline store to be sent. */
export function waitingSubmissions(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('nemesis-day');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const counting = opening.result.transaction('pending').objectStore('pending').count();
          counting.onsuccess = () => {
            opening.result.close();
            resolve(counting.result);
          };
        };
      }),
  );
}
