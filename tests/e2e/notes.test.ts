import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInHintCookie } from '#contract/auth/signed-in-hint-cookie.ts';
import { endpoints } from '#contract/endpoints.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { noteLimits } from '#contract/notes/note-limits.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { browserAvailable, closeContexts, launchBrowser, openPage, scrollsSideways, seriousAxeViolations } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { startMailCatcher } from '../support/mail-catcher.ts';
import type { MailCatcher } from '../support/mail-catcher.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';

const available = browserAvailable();
let server: TestServer;
let mail: MailCatcher;
let browser: Browser;

beforeAll(async () => {
  if (!available) return;
  mail = await startMailCatcher();
  server = await startTestServer({ env: { SMTP_URL: mail.url } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await mail?.close();
});

const path = (page: Page) => new URL(page.url()).pathname;
const main = (page: Page) => page.locator('main');

/** Signs a new account up and in through the API; its client holds the session cookie. */
async function signedInClient(email: string): Promise<BrowserLikeClient> {
  const client = browserLikeClient(server.url);
  const sent = mail.messages.length;
  await client.call(endpoints.signUp, { body: { email, password: 'rival password 1' } });
  await client.call(endpoints.confirmSignUp, { body: { email, code: await mail.latestCode(email, sent) } });
  return client;
}

/** Publishes a note through the API (both roasts, then the note), as the wizard does. */
async function publishNote(client: BrowserLikeClient, details: { nemesisName: string; nemesisAge: number; nemesisOccupation: string }, userNotes: string) {
  const initialRoast = (await client.call(endpoints.generateInitial, { body: details })).initialRoast;
  const finalRoast = (await client.call(endpoints.generateFinal, { body: { ...details, userNotes, initialRoast } })).finalRoast;
  return client.call(endpoints.createNote, { body: { ...details, userNotes, initialRoast, finalRoast } });
}

/** The browser-side cookies of a signed-in client: its session, and the readable signed-in hint. */
function sessionCookies(client: BrowserLikeClient) {
  const url = server.url;
  return [...[...client.cookies].map(([name, value]) => ({ name, value, url })), { name: signedInHintCookie, value: '1', url }];
}

/** A new browser context signed in as the client's user (and recording console errors), or anonymous without one. */
async function openAs(client: BrowserLikeClient | undefined, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const { page, errors } = await openPage(browser, options);
  if (client) await page.context().addCookies(sessionCookies(client));
  return { page, errors, context: page.context() };
}

/** Waits until the service worker is in control and has precached the app shell. */
/** Opens the wizard, writes in a nemesis and waits for step 2; answers the first roast's text. */
async function writeFirstRoast(page: Page, nemesis: { name: string; age: string; occupation: string }): Promise<string> {
  await page.goto(`${server.url}/create-nemesis-note`);
  await page.getByLabel('Nemesis Name').fill(nemesis.name);
  await page.getByLabel('Age').fill(nemesis.age);
  await page.getByLabel('Occupation').fill(nemesis.occupation);
  await page.getByRole('button', { name: 'Roast Them' }).click();
  await page.getByLabel('Your Side of the Story').waitFor();
  return (await page.locator('.roast-box__text').textContent())!;
}

async function waitForPrecache(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 100 && !(await caches.keys()).some((key) => key.includes('precache')); i++) await new Promise((r) => setTimeout(r, 100));
  });
}

/** What the page's offline store (IndexedDB) holds: the kept session, account lists and notes. */
interface KeptStore {
  session: unknown[];
  lists: { kind: string; userId: string; notes: { shortUuid: string; nemesisName: string }[] }[];
  notes: { shortUuid: string; isAuthor: boolean; authorId?: string; note: Record<string, unknown>; savedAt: string }[];
}

/**
 * Reads the page's offline store. The app writes it in the background, so poll this to wait for a
 * write. A database not created yet reads as empty (and is not created by reading it).
 */
function readStore(page: Page): Promise<KeptStore> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase | undefined>((resolve, reject) => {
      const request = indexedDB.open('nemesis-day');
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => (request.error?.name === 'AbortError' ? resolve(undefined) : reject(request.error));
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        if (!db?.objectStoreNames.contains(store)) return resolve([]);
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    try {
      return { session: await all<unknown>('session'), lists: await all<KeptStore['lists'][number]>('lists'), notes: await all<KeptStore['notes'][number]>('notes') };
    } finally {
      db?.close();
    }
  });
}

/** Writes a note into the page's offline store as the app keeps it: what an earlier visit could have left. */
function putKeptNote(page: Page, kept: KeptStore['notes'][number]): Promise<void> {
  return page.evaluate(async (record) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('nemesis-day');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('notes', 'readwrite');
        transaction.objectStore('notes').put(record);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
    } finally {
      db.close();
    }
  }, kept);
}

/** Serious axe violations, sideways scroll and console errors of the page as it is now, at its width. */
async function expectCleanPage(page: Page, errors: string[], where: string): Promise<void> {
  expect(await seriousAxeViolations(page), where).toEqual([]);
  expect(await scrollsSideways(page), where).toBe(false);
  expect(errors, where).toEqual([]);
}

describe.skipIf(!available)('nemesis notes in Chromium', () => {
  const stamp = Date.now();
  let author: BrowserLikeClient;
  let reader: BrowserLikeClient;
  let authorPage: Page;
  let authorErrors: string[];
  // The note the author publishes through the wizard.
  let shortUuid = '';
  const vanity = `lex-${stamp.toString(36)}`;
  const story = 'He stole my parking spot every single morning and then waved at me from it.';
  // A second note, published through the API, for the layout checks and sign-out.
  let secondPath = '';

  beforeAll(async () => {
    if (!available) return;
    author = await signedInClient(`author.${stamp}@rivals.test`);
    reader = await signedInClient(`reader.${stamp}@rivals.test`);
    ({ page: authorPage, errors: authorErrors } = await openAs(author));
    await authorPage.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  });
  // The author's page goes from test to test; every other page closes with its test.
  afterEach(() => closeContexts(browser, authorPage ? [authorPage.context()] : []));

  it('signed out, the wizard asks to log in', async () => {
    const { page, errors } = await openAs(undefined);
    await page.goto(`${server.url}/create-nemesis-note`);
    await main(page).getByText(noteMessages.loginToCreate).waitFor();
    expect(await main(page).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(await main(page).getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await expectCleanPage(page, errors, 'login-required screen');
  });

  it('walks the wizard: rules, streamed roasts, the story counter, the custom URL, and the success card', async () => {
    const page = authorPage;
    await page.goto(`${server.url}/create-nemesis-note`);
    const progress = page.locator('.wizard-steps').getByRole('progressbar');
    await progress.waitFor();
    expect(await page.locator('.wizard-steps').textContent()).toContain('Step 1 of 3');
    expect(await progress.getAttribute('aria-valuenow')).toBe('1');

    // Step 1: the §5 rules, live and after leaving a field.
    const name = page.getByLabel('Nemesis Name');
    const age = page.getByLabel('Age');
    const occupation = page.getByLabel('Occupation');
    const next = page.getByRole('button', { name: 'Roast Them' });
    expect(await next.isDisabled()).toBe(true);
    await name.focus();
    await age.focus();
    await main(page).getByText(noteMessages.nameRequired).waitFor();
    await age.fill('0');
    await main(page).getByText(noteMessages.ageRange).waitFor();
    await age.fill('abc');
    await main(page).getByText(noteMessages.ageRequired).waitFor();
    await occupation.fill('x'.repeat(noteLimits.occupationMax + 1));
    await main(page).getByText(noteMessages.occupationTooLong).waitFor();
    expect(await next.isDisabled()).toBe(true);
    await expectCleanPage(page, authorErrors, 'wizard step 1 with messages');

    await name.fill('  Lex Luthor  ');
    await age.fill('42');
    await occupation.fill('Billionaire');
    for (const message of [noteMessages.nameRequired, noteMessages.ageRange, noteMessages.ageRequired, noteMessages.occupationTooLong]) {
      expect(await main(page).getByText(message).count()).toBe(0);
    }
    await next.click();

    // Step 2: the first roast streams in, naming the nemesis; then the story with its counter.
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('2');
    expect(await page.locator('.wizard-steps').textContent()).toContain('Step 2 of 3');
    const storyField = page.getByLabel('Your Side of the Story');
    await storyField.waitFor();
    const firstRoast = (await page.locator('.roast-box__text').textContent())!;
    expect(firstRoast).toContain('Lex Luthor');
    const counter = page.locator('.field__counter');
    expect(await counter.textContent()).toBe(`${noteLimits.userNotesMax} characters left`);
    await storyField.fill('y'.repeat(noteLimits.userNotesMax - 150));
    expect(await counter.textContent()).toBe('150 characters left');
    expect(await counter.getAttribute('class')).not.toContain('field__counter--warning');
    await storyField.fill('y'.repeat(noteLimits.userNotesMax - 99));
    expect(await counter.textContent()).toBe('99 characters left');
    expect(await counter.getAttribute('class')).toContain('field__counter--warning');
    await storyField.fill('y'.repeat(noteLimits.userNotesMax + 1));
    await main(page).getByText(noteMessages.storyTooLong).waitFor();
    await storyField.fill('');
    await storyField.blur();
    await main(page).getByText(noteMessages.storyRequired).waitFor();
    expect(await page.getByRole('button', { name: 'Sharpen the Roast' }).isDisabled()).toBe(true);

    // Back keeps what was typed, and the roast already written for the same details.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('1');
    expect(await name.inputValue()).toBe('  Lex Luthor  ');
    expect(await age.inputValue()).toBe('42');
    await next.click();
    await storyField.waitFor();
    expect(await page.locator('.roast-box__text').textContent()).toBe(firstRoast);
    await storyField.fill(story);
    await expectCleanPage(page, authorErrors, 'wizard step 2');
    await page.getByRole('button', { name: 'Sharpen the Roast' }).click();

    // Step 3: the final roast, then the custom URL with its rules and preview.
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('3');
    const vanityField = page.getByLabel('Custom URL (optional)');
    await vanityField.waitFor();
    const finalRoast = (await page.locator('.roast-box__text').textContent())!;
    expect(finalRoast).toContain('Lex Luthor');
    expect(finalRoast).not.toBe(firstRoast);
    await vanityField.fill('lex luthor!');
    await main(page).getByText(noteMessages.vanityCharacters).waitFor();
    expect(await page.getByRole('button', { name: 'Create Note' }).isDisabled()).toBe(true);
    await vanityField.fill('x'.repeat(noteLimits.vanityUrlMax + 1));
    await main(page).getByText(noteMessages.vanityTooLong).waitFor();
    await vanityField.fill(vanity);
    expect(await page.locator('.url-preview').textContent()).toContain(`${server.url}/notes/xxxxx/${vanity}`);
    await expectCleanPage(page, authorErrors, 'wizard step 3');
    await page.getByRole('button', { name: 'Create Note' }).click();

    // The success card: the public URL, Copy, and the ways on.
    const urlField = page.getByLabel('Public URL');
    await urlField.waitFor();
    const publicUrl = await urlField.inputValue();
    expect(publicUrl).toMatch(new RegExp(`^${server.url}/notes/[A-Za-z0-9]{5}/${vanity}$`));
    expect(await urlField.getAttribute('readonly')).not.toBeNull();
    shortUuid = new URL(publicUrl).pathname.split('/')[2]!;
    await page.getByRole('button', { name: 'Copy' }).click();
    await main(page).getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    expect(await main(page).getByRole('link', { name: 'My Notes' }).getAttribute('href')).toBe('/account');
    expect(await main(page).getByRole('button', { name: 'Create Another' }).count()).toBe(1);
    await expectCleanPage(page, authorErrors, 'wizard success card');

    // The note is the author's, as written.
    const read = await author.call(endpoints.getNote, { params: { shortUuid } });
    expect(read).toMatchObject({ isAuthor: true, note: { nemesisName: 'Lex Luthor', nemesisAge: 42, userNotes: story, initialRoast: firstRoast, finalRoast } });
  });

  it('shows the author the roast card and the panel only they can see', async () => {
    const page = authorPage;
    await main(page).getByRole('link', { name: 'View Note' }).click();
    await expect.poll(() => path(page)).toBe(`/notes/${shortUuid}/${vanity}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    await expect.poll(() => page.title()).toBe('A roast for Lex Luthor · Nemesis Day');
    const panel = page.getByRole('region', { name: 'Behind the roast' });
    await panel.getByText('Only you can see this').waitFor();
    expect(await panel.textContent()).toContain(story);
    expect(await panel.textContent()).toContain('Billionaire');
    expect(await main(page).getByRole('link', { name: 'Create Your Own' }).getAttribute('href')).toBe('/create-nemesis-note');

    // Share falls back to copying the canonical URL where there is no share sheet.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await main(page).getByRole('button', { name: 'Share This Roast' }).click();
    await main(page).getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/notes/${shortUuid}/${vanity}`);

    // Opened without its vanity part, the address becomes the canonical one.
    await page.goto(`${server.url}/notes/${shortUuid}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    await expect.poll(() => path(page)).toBe(`/notes/${shortUuid}/${vanity}`);
    expect(authorErrors).toEqual([]);
  });

  it('shows a stranger the roast without the author panel or the story, and records no view', async () => {
    const { page, errors } = await openAs(undefined);
    const views: string[] = [];
    page.on('request', (request) => request.url().endsWith(endpoints.recordView.path) && views.push(request.url()));
    await page.goto(`${server.url}/notes/${shortUuid}/${vanity}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    expect(await main(page).textContent()).not.toContain(story);
    expect(await main(page).getByText('Only you can see this').count()).toBe(0);
    expect(await main(page).getByRole('button', { name: 'Share This Roast' }).count()).toBe(1);
    await expectCleanPage(page, errors, 'note page for a stranger');
    // Checked after the axe run, so a view call would have had time to go out.
    expect(views).toEqual([]);
  });

  it('records a signed-in reader’s view once, and lists it under their Recently Viewed', async () => {
    const { page, errors } = await openAs(reader);
    // Counted once answered: a call still on its way could be cancelled by the next page load.
    const views: string[] = [];
    page.on('requestfinished', (request) => request.url().endsWith(endpoints.recordView.path) && views.push(request.url()));
    await page.goto(`${server.url}/notes/${shortUuid}/${vanity}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    expect(await main(page).getByText('Only you can see this').count()).toBe(0);
    expect(await main(page).textContent()).not.toContain(story);
    await expect.poll(() => views.length, { timeout: 15_000 }).toBe(1);

    await page.goto(`${server.url}/account`);
    const viewed = page.getByRole('region', { name: 'Recently Viewed Notes' });
    await viewed.getByRole('heading', { name: 'Lex Luthor' }).waitFor();
    expect(await viewed.textContent()).toContain('Viewed just now');
    expect(await viewed.getByRole('link', { name: 'View the roast of Lex Luthor' }).getAttribute('href')).toBe(`/notes/${shortUuid}/${vanity}`);
    await page.getByRole('region', { name: 'My Nemesis Notes' }).getByText('No nemesis notes yet.', { exact: false }).waitFor();
    expect(views.length).toBe(1);
    expect((await reader.call(endpoints.recentlyViewed)).notes.map((note) => note.shortUuid)).toEqual([shortUuid]);
    expect(errors).toEqual([]);
  });

  it('shows the kept copy, marked as such, when the note is opened offline', async () => {
    const { page, errors, context } = await openAs(undefined);
    await page.goto(`${server.url}/notes/${shortUuid}/${vanity}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    await waitForPrecache(page);
    // The copy is written in the background: wait for it before going offline.
    await expect.poll(async () => (await readStore(page)).notes.map((item) => item.shortUuid)).toContain(shortUuid);

    // Online, but the server does not answer (say, it is restarting): the copy, saying why, until the server is back.
    const notePath = `**/api/v1/nemesis-notes/${shortUuid}`;
    await page.route(notePath, (route) => route.abort('connectionrefused'));
    await page.reload();
    await main(page).getByText('Offline copy').waitFor();
    expect(await main(page).getByText('The server cannot be reached right now.').count()).toBe(1);
    await page.unroute(notePath);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => main(page).getByText('Offline copy').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).count()).toBe(1);
    // The refused requests are the only errors the browser logged.
    expect(errors.filter((error) => !error.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
    errors.length = 0;

    await context.setOffline(true);
    await page.reload();
    await main(page).getByText('Offline copy').waitFor();
    expect(await main(page).getByText('You are offline.').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).count()).toBe(1);
    expect(await main(page).locator('.roast-card__roast').textContent()).toContain('Lex Luthor');
    // A note never opened here has no copy: the connection-problem screen, with Try Again.
    await page.goto(`${server.url}/notes/Zz9Zz`);
    await page.getByRole('heading', { name: errorTypeDisplay.network.title }).waitFor();
    expect(await main(page).getByRole('button', { name: 'Try Again' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('keeps the author’s lists for offline, and deletes a note from the account page through the modal', async () => {
    const page = authorPage;
    await page.goto(`${server.url}/account`);
    const mine = page.getByRole('region', { name: 'My Nemesis Notes' });
    await mine.getByRole('heading', { name: 'Lex Luthor' }).waitFor();
    expect(await mine.getByRole('link', { name: 'View the roast of Lex Luthor' }).getAttribute('href')).toBe(`/notes/${shortUuid}/${vanity}`);
    await page.getByRole('region', { name: 'Recently Viewed Notes' }).getByText('Nothing here yet.', { exact: false }).waitFor();

    // Offline the grids show the lists kept on this device, and Delete waits for a connection.
    await waitForPrecache(page);
    // The lists are kept in the background: wait for both before going offline.
    await expect.poll(async () => (await readStore(page)).lists.map((list) => list.kind).sort()).toEqual(['my-notes', 'recently-viewed']);
    const errorsBefore = authorErrors.length;
    await page.context().setOffline(true);
    await page.reload();
    await mine.getByRole('heading', { name: 'Lex Luthor' }).waitFor();
    await mine.getByText('Offline copy').waitFor();
    expect(await page.getByText(`Signed in as author.${stamp}@rivals.test`).count()).toBe(1);
    expect(await mine.getByRole('button', { name: 'Delete the roast of Lex Luthor' }).isDisabled()).toBe(true);
    // Back online, both lists load again by themselves: no offline notice, and Delete works.
    const viewed = page.getByRole('region', { name: 'Recently Viewed Notes' });
    await viewed.getByText('Offline copy').waitFor();
    await page.context().setOffline(false);
    await expect.poll(() => mine.getByText('Offline copy').count()).toBe(0);
    await expect.poll(() => viewed.getByText('Offline copy').count()).toBe(0);
    expect(await mine.getByRole('heading', { name: 'Lex Luthor' }).count()).toBe(1);
    expect(await mine.getByRole('button', { name: 'Delete the roast of Lex Luthor' }).isEnabled()).toBe(true);
    // Offline, the other account sections' calls failed as they should; the browser logged those failures (by now all of them).
    authorErrors.splice(errorsBefore).forEach((error) => expect(error).toContain('ERR_INTERNET_DISCONNECTED'));

    await mine.getByRole('button', { name: 'Delete the roast of Lex Luthor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await mine.getByRole('heading', { name: 'Lex Luthor' }).count()).toBe(1);

    await mine.getByRole('button', { name: 'Delete the roast of Lex Luthor' }).click();
    await dialog.getByRole('button', { name: 'Delete Note' }).click();
    await mine.getByText('No nemesis notes yet.', { exact: false }).waitFor();
    expect(await mine.getByRole('heading', { name: 'Lex Luthor' }).count()).toBe(0);
    await expect(author.call(endpoints.getNote, { params: { shortUuid } })).rejects.toMatchObject({ type: 'not-found' });
    expect(authorErrors).toEqual([]);
  });

  it('keeps a deleted note out of a listing that answers late; after a delete, focus moves on and the deletion is announced', async () => {
    const owner = await signedInClient(`tidy.${stamp}@rivals.test`);
    for (const nemesisName of ['Alpha Rival', 'Beta Rival', 'Gamma Rival', 'Delta Rival']) {
      await publishNote(owner, { nemesisName, nemesisAge: 40, nemesisOccupation: 'Neighbour' }, 'Mows the lawn at dawn.');
    }
    // The service worker controls pages only from their next load, so page.route sees this page's calls.
    const { page, errors } = await openAs(owner);
    await page.goto(`${server.url}/account`);
    const mine = page.getByRole('region', { name: 'My Nemesis Notes' });
    await mine.getByRole('heading', { name: 'Alpha Rival' }).waitFor();
    const tileNames = () => mine.locator('.note-tile__name').allTextContents();
    const [first, second, third, fourth] = await tileNames();
    const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
    const deleteNote = async (name: string) => {
      await mine.getByRole('button', { name: `Delete the roast of ${name}` }).click();
      await dialog.getByRole('button', { name: 'Delete Note' }).click();
      await expect.poll(() => mine.getByRole('heading', { name }).count()).toBe(0);
    };

    // A listing asked for before the delete, answering after it, does not bring the note back.
    let answerListing: (() => Promise<void>) | undefined;
    await page.route(`**${endpoints.myNotes.path}`, async (route) => {
      const response = await route.fetch();
      answerListing = () => route.fulfill({ response });
    });
    await mine.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => answerListing !== undefined).toBe(true);
    await deleteNote(first!);
    await answerListing!();
    await expect.poll(() => mine.getByRole('button', { name: 'Refresh', exact: true }).count()).toBe(1);
    expect(await tileNames()).toEqual([second, third, fourth]);
    await page.unroute(`**${endpoints.myNotes.path}`);

    // Focus goes to the note that took the deleted one's place, else the one before it, else the heading.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    const status = mine.getByRole('status').filter({ hasText: 'Note deleted.' });
    await expect.poll(() => status.count()).toBe(1);
    await expect.poll(focused).toBe(`View the roast of ${second}`);
    await deleteNote(third!);
    await expect.poll(focused).toBe(`View the roast of ${fourth}`);
    expect(await status.count()).toBe(1);
    await deleteNote(fourth!);
    await expect.poll(focused).toBe(`View the roast of ${second}`);
    await deleteNote(second!);
    await mine.getByText('No nemesis notes yet.', { exact: false }).waitFor();
    await expect.poll(focused).toBe('My Nemesis Notes');
    expect(await status.count()).toBe(1);
    expect((await owner.call(endpoints.myNotes)).notes).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('shows the validation screen for a bad id and the not-found card for a missing note', async () => {
    const { page, errors } = await openAs(undefined);
    // The server answers these pages with 404 (no such note), which the browser logs: that is the page's expected outcome.
    const documentNotFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    await page.goto(`${server.url}/notes/abc`);
    await main(page).getByText(noteMessages.invalidNoteId).waitFor();
    expect(await main(page).getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe(`${errorTypeDisplay.validation.title} · Nemesis Day`);
    await expectCleanPage(page, errors.splice(0).filter((error) => error !== documentNotFound), 'invalid note id');

    await page.goto(`${server.url}/notes/zzzzz`);
    await page.getByRole('heading', { name: errorTypeDisplay['not-found'].title }).waitFor();
    expect(await main(page).textContent()).toContain(errorTypeDisplay['not-found'].message);
    expect(await main(page).getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(await main(page).getByRole('link', { name: 'Create a Note' }).getAttribute('href')).toBe('/create-nemesis-note');
    expect(await main(page).getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    expect(errors.filter((error) => error !== documentNotFound)).toEqual([]);
  });

  it('fits a phone and passes axe on the wizard, the note page and the account grids', async () => {
    const note = await publishNote(author, { nemesisName: 'Moriarty', nemesisAge: 50, nemesisOccupation: 'Professor' }, 'He keeps leaving cryptic notes on my desk.');
    await reader.call(endpoints.recordView, { body: { shortUuid: note.shortUuid } });
    const notePath = `/notes/${note.shortUuid}/${note.vanityUrl}`;
    secondPath = notePath;
    const checks: { who: BrowserLikeClient | undefined; target: string; ready: (page: Page) => Promise<void> }[] = [
      { who: author, target: '/create-nemesis-note', ready: (page) => page.getByLabel('Nemesis Name').waitFor() },
      { who: author, target: notePath, ready: (page) => page.getByText('Only you can see this').waitFor() },
      { who: undefined, target: notePath, ready: (page) => page.getByRole('heading', { level: 1, name: 'Moriarty' }).waitFor() },
      { who: author, target: '/account', ready: (page) => page.getByRole('region', { name: 'My Nemesis Notes' }).getByRole('heading', { name: 'Moriarty' }).waitFor() },
      { who: reader, target: '/account', ready: (page) => page.getByRole('region', { name: 'Recently Viewed Notes' }).getByRole('heading', { name: 'Moriarty' }).waitFor() },
    ];
    for (const { who, target, ready } of checks) {
      for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 740 }]) {
        const where = `${target} as ${who === author ? 'author' : who ? 'reader' : 'stranger'} at ${viewport.width}px`;
        const { page, errors } = await openAs(who, { viewport });
        await page.goto(`${server.url}${target}`);
        await ready(page);
        await expectCleanPage(page, errors, where);
        await page.context().close();
      }
    }

    // The wizard's later steps at phone width.
    const { page, errors } = await openAs(author, { viewport: { width: 360, height: 740 } });
    await page.goto(`${server.url}/create-nemesis-note`);
    await page.getByLabel('Nemesis Name').fill('A Very Long Nemesis Name That Goes On And On Forever');
    await page.getByLabel('Age').fill('33');
    await page.getByLabel('Occupation').fill('Professional rival');
    await page.getByRole('button', { name: 'Roast Them' }).click();
    await page.getByLabel('Your Side of the Story').fill(story);
    await expectCleanPage(page, errors, 'wizard step 2 at 360px');
    await page.getByRole('button', { name: 'Sharpen the Roast' }).click();
    await page.getByLabel('Custom URL (optional)').fill('a-very-long-custom-url-x');
    await expectCleanPage(page, errors, 'wizard step 3 at 360px');
    await page.getByRole('button', { name: 'Create Note' }).click();
    await page.getByLabel('Public URL').waitFor();
    await expectCleanPage(page, errors, 'wizard success at 360px');
  }, 120_000);

  it('forgets the account’s lists, session and the author-only parts of kept notes on sign-out', async () => {
    // The note published in the layout test above.
    expect(secondPath).not.toBe('');
    const page = authorPage;
    await page.goto(`${server.url}${secondPath}`);
    await page.getByText('Only you can see this').waitFor();
    // The copy is written in the background, marked with its author: wait for it before leaving the page.
    const { sub } = await page.evaluate(() => fetch('/api/v1/auth/session').then((response) => response.json() as Promise<{ sub: string }>));
    await expect
      .poll(async () => (await readStore(page)).notes.find((item) => item.note.nemesisName === 'Moriarty'))
      .toMatchObject({ isAuthor: true, authorId: sub, note: { userNotes: expect.any(String) } });
    const authorsCopy = (await readStore(page)).notes.find((item) => item.note.nemesisName === 'Moriarty')!;
    // Offline, the author still sees their own panel on the kept copy.
    await waitForPrecache(page);
    await page.context().setOffline(true);
    await page.reload();
    await main(page).getByText('Offline copy').waitFor();
    await main(page).getByText('Only you can see this').waitFor();
    await page.context().setOffline(false);
    await expect.poll(() => main(page).getByText('Offline copy').count()).toBe(0);
    await page.goto(`${server.url}/account`);
    await page.getByRole('region', { name: 'My Nemesis Notes' }).getByRole('heading', { name: 'Moriarty' }).waitFor();
    await expect.poll(async () => (await readStore(page)).lists.length).toBe(2);
    expect((await readStore(page)).session.length).toBe(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(async () => (await readStore(page)).lists.length).toBe(0);
    const after = await readStore(page);
    expect(after.session).toEqual([]);
    const moriarty = after.notes.find((item) => item.note.nemesisName === 'Moriarty')!;
    expect(moriarty.isAuthor).toBe(false);
    expect(Object.keys(moriarty.note).sort()).toEqual(['createdAt', 'finalRoast', 'nemesisName', 'shortUuid', 'vanityUrl']);
    expect(moriarty.authorId).toBeUndefined();

    // Even a copy that still holds the author's parts (say, left by a visit whose clean-up never ran)
    // shows them to nobody but its author: signed out and offline, only the public roast.
    await putKeptNote(page, authorsCopy);
    await page.context().setOffline(true);
    await page.goto(`${server.url}${secondPath}`);
    await main(page).getByText('Offline copy').waitFor();
    expect(await main(page).getByRole('heading', { level: 1, name: 'Moriarty' }).count()).toBe(1);
    expect(await main(page).getByText('Only you can see this').count()).toBe(0);
    await page.context().setOffline(false);
    expect(authorErrors).toEqual([]);
  });

  it('keeps the roast written before when a rewrite fails, and never reuses it for other details', async () => {
    const client = await signedInClient(`reroller.${stamp}@rivals.test`);
    const { page, errors } = await openAs(client);
    // Every attempt of a generate call fails as the server answers a provider failure.
    const failing = (endpoint: { path: string }) =>
      page.route(`${server.url}${endpoint.path}`, (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'AI_GENERATION_FAILED', message: 'AI generation failed - please try again in a moment', timestamp: new Date().toISOString(), path: endpoint.path }),
        }),
      );
    const aiFailed = main(page).getByRole('alert').filter({ hasText: errorTypeDisplay.ai.title });
    const roastText = page.locator('.roast-box__text');
    const storyField = page.getByLabel('Your Side of the Story');

    const firstRoast = await writeFirstRoast(page, { name: 'Wario', age: '35', occupation: 'Treasure hunter' });
    expect(firstRoast).toContain('Wario');
    await storyField.fill(story);

    // Step 2: the rewrite fails; the first roast and the story stay, and the wizard goes on.
    await failing(endpoints.generateInitial);
    await page.getByRole('button', { name: 'Not harsh enough? Roast again' }).click();
    await aiFailed.waitFor();
    expect(await aiFailed.getByRole('button', { name: 'Try Again' }).count()).toBe(1);
    expect(await roastText.textContent()).toBe(firstRoast);
    expect(await storyField.inputValue()).toBe(story);
    expect(await page.getByRole('button', { name: 'Sharpen the Roast' }).isEnabled()).toBe(true);

    // Other details never get that roast: their own roast fails, and there is nothing to go on with.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Nemesis Name').fill('Waluigi');
    await page.getByRole('button', { name: 'Roast Them' }).click();
    await aiFailed.waitFor();
    expect(await page.locator('.roast-box').count()).toBe(0);
    expect(await storyField.count()).toBe(0);
    await page.unroute(`${server.url}${endpoints.generateInitial.path}`);
    await aiFailed.getByRole('button', { name: 'Try Again' }).click();
    await storyField.waitFor();
    const secondRoast = (await roastText.textContent())!;
    expect(secondRoast).toContain('Waluigi');
    expect(await storyField.inputValue()).toBe(story);
    await page.getByRole('button', { name: 'Sharpen the Roast' }).click();

    // Step 3: the same for the final roast; the note is published with the roasts kept.
    const vanityField = page.getByLabel('Custom URL (optional)');
    await vanityField.waitFor();
    const finalRoast = (await roastText.textContent())!;
    await failing(endpoints.generateFinal);
    await page.getByRole('button', { name: 'Not quite right? Roast again' }).click();
    await aiFailed.waitFor();
    expect(await roastText.textContent()).toBe(finalRoast);
    await vanityField.fill(`waluigi-${stamp.toString(36)}`);
    await page.getByRole('button', { name: 'Create Note' }).click();
    const publicUrl = await page.getByLabel('Public URL').inputValue();
    const note = await client.call(endpoints.getNote, { params: { shortUuid: new URL(publicUrl).pathname.split('/')[2]! } });
    expect(note.note).toMatchObject({ nemesisName: 'Waluigi', userNotes: story, initialRoast: secondRoast, finalRoast });
    // The failed calls are the only errors the browser logged.
    expect(errors.filter((error) => !error.includes('status of 502'))).toEqual([]);
  }, 120_000);

  it('keeps what was typed in the tab for the same user only: across a reload and a new sign-in after the session ended', async () => {
    const email = `drafter.${stamp}@rivals.test`;
    const client = await signedInClient(email);
    const { page, errors } = await openAs(client);
    const storyField = page.getByLabel('Your Side of the Story');
    const signIn = async (who: string) => {
      await page.getByLabel('Email').fill(who);
      await page.getByLabel('Password').fill('rival password 1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${server.url}/account`);
      await page.getByText(`Signed in as ${who}`).waitFor();
    };

    const firstRoast = await writeFirstRoast(page, { name: 'Bowser', age: '40', occupation: 'King of the Koopas' });
    await storyField.fill(story);

    // A reload takes up step 2 again, with its roast and the story.
    await page.reload();
    await storyField.waitFor();
    expect(await storyField.inputValue()).toBe(story);
    expect(await page.locator('.roast-box__text').textContent()).toBe(firstRoast);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Nemesis Name').inputValue()).toBe('Bowser');
    expect(await page.getByLabel('Age').inputValue()).toBe('40');
    expect(await page.getByLabel('Occupation').inputValue()).toBe('King of the Koopas');
    await page.getByRole('button', { name: 'Roast Them' }).click();
    await storyField.waitFor();

    // The session ends on the server; the next call is refused, and Log In leads to the sign-in form.
    await client.call(endpoints.signOut);
    await page.getByRole('button', { name: 'Not harsh enough? Roast again' }).click();
    await main(page).getByText(noteMessages.loginToCreate).waitFor();
    await main(page).getByRole('link', { name: 'Log In' }).click();
    await signIn(email);
    await page.goto(`${server.url}/create-nemesis-note`);
    await storyField.waitFor();
    expect(await storyField.inputValue()).toBe(story);
    expect(await page.locator('.roast-box__text').textContent()).toBe(firstRoast);

    // Signing out forgets the draft; another user signing in on this tab starts from empty fields.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Bowser');
    await page.goto(`${server.url}/login`);
    await signIn(`reader.${stamp}@rivals.test`);
    await page.goto(`${server.url}/create-nemesis-note`);
    await page.getByLabel('Nemesis Name').waitFor();
    for (const label of ['Nemesis Name', 'Age', 'Occupation']) expect(await page.getByLabel(label).inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Bowser');
    // The refused call (401) is the only error the browser logged.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  }, 120_000);
});
