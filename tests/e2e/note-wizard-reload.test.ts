import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { lexNote } from '../support/lex-note.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'rival password 1';
// The service worker is kept out: the page's own calls to the server are what is counted and held.
const phone = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
} as const;

/** A phone signed in as a new user, counting the roasts it asks the server to write. */
async function phoneWithRoastCount(name: string) {
  const client = await signedInClient(app, `${name}.${Date.now()}@rivals.test`, password);
  const { page, errors } = await openPageAs(app, client, phone);
  const written = { initial: 0, final: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith(endpoints.generateInitial.path)) written.initial++;
    if (request.url().endsWith(endpoints.generateFinal.path)) written.final++;
  });
  return { page, errors, written };
}

/** Leaves the next call to `endpoint` unanswered, as a model still writing (until the page goes); later calls go through. */
async function holdNextWriting(page: Page, endpoint: { path: string }): Promise<void> {
  let held = false;
  await page.route(`${app.server.url}${endpoint.path}`, async (route) => {
    if (held) return route.continue();
    held = true;
  });
}

async function fillDetails(page: Page, name: string) {
  await page.goto(`${app.server.url}/create-nemesis-note`);
  await page.getByLabel('Nemesis Name').fill(name);
  await page.getByLabel('Age').fill('40');
  await page.getByLabel('Occupation').fill('King of the Koopas');
  await page.getByRole('button', { name: 'Roast Them' }).click();
}

const roastText = (page: Page) => page.locator('.roast-box__text').textContent();
const stepper = (page: Page) => page.locator('.wizard-steps').getByRole('progressbar');

describe.skipIf(!available)('reloading the note wizard on a phone', () => {
  const { story } = lexNote(Date.now());
  afterEach(() => closeContexts(app.browser));

  it('keeps the roast shown, also while another was being written, and names step 3 after its button', async () => {
    const { page, errors, written } = await phoneWithRoastCount('keeper');
    const storyField = page.getByLabel('Your Side of the Story');
    await fillDetails(page, 'Bowser');
    await storyField.waitFor();
    const shown = await roastText(page);
    await storyField.fill(story);

    await page.reload();
    await storyField.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await roastText(page)).toBe(shown);
    expect(await storyField.inputValue()).toBe(story);
    expect(written.initial).toBe(1);

    // Roast Again is still writing when the page reloads: the roast shown before comes back, and nothing is written again.
    await holdNextWriting(page, endpoints.generateInitial);
    await page.getByRole('button', { name: 'Not harsh enough? Roast again' }).click();
    await page.getByText(noteMessages.progressInitial).waitFor();
    await page.reload();
    await storyField.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await roastText(page)).toBe(shown);
    expect(written.initial).toBe(2);

    // Step 3 is called what its button says.
    await page.getByRole('button', { name: 'Sharpen the Roast' }).click();
    await page.getByLabel('Custom URL (optional)').waitFor();
    expect(await stepper(page).getAttribute('aria-valuetext')).toBe('Step 3 of 3: Create note');
    expect(await page.locator('.wizard-steps__item--current').textContent()).toBe('3Create note');
    expect(await page.getByRole('button', { name: 'Create Note' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);

  it('takes up a roast that was still being written at its own step, writes it, and the note is created from it', async () => {
    const { page, errors, written } = await phoneWithRoastCount('reloader');
    const storyField = page.getByLabel('Your Side of the Story');
    const vanityField = page.getByLabel('Custom URL (optional)');

    // The first roast is being written when the page reloads: step 2 again, writing it.
    await holdNextWriting(page, endpoints.generateInitial);
    await fillDetails(page, 'Ganondorf');
    await page.getByText(noteMessages.progressInitial).waitFor();
    await page.reload();
    await storyField.waitFor();
    expect(await stepper(page).getAttribute('aria-valuetext')).toBe('Step 2 of 3: Your story');
    expect(await roastText(page)).toContain('Ganondorf');
    expect(written.initial).toBe(2);

    // The same for the final roast at step 3.
    await storyField.fill(story);
    await holdNextWriting(page, endpoints.generateFinal);
    await page.getByRole('button', { name: 'Sharpen the Roast' }).click();
    await page.getByText(noteMessages.progressFinal).waitFor();
    await page.reload();
    await vanityField.waitFor();
    expect(await stepper(page).getAttribute('aria-valuetext')).toBe('Step 3 of 3: Create note');
    expect(written.final).toBe(2);
    const finalRoast = await roastText(page);

    // The server vouches for the roasts written after the reload: the note is created with them.
    await page.getByRole('button', { name: 'Create Note' }).click();
    const publicUrl = await page.getByLabel('Public URL').inputValue();
    await page.goto(publicUrl);
    await page.getByRole('heading', { name: 'Ganondorf' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(finalRoast!.trim());
    expect(errors).toEqual([]);
  }, 120_000);
});
