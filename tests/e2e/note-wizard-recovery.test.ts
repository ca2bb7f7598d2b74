import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { endpoints } from '#contract/endpoints.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { lexNote } from '../support/lex-note.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { signInOnForm, signInThroughUi } from '../support/sign-in-through-ui.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'rival password 1';
const main = (page: Page) => page.locator('main');

/** Opens the wizard, writes in a nemesis and waits for step 2; answers the first roast's text. */
async function writeFirstRoast(
  page: Page,
  nemesis: { name: string; age: string; occupation: string },
): Promise<string> {
  await page.goto(`${app.server.url}/create-nemesis-note`);
  await page.getByLabel('Nemesis Name').fill(nemesis.name);
  await page.getByLabel('Age').fill(nemesis.age);
  await page.getByLabel('Occupation').fill(nemesis.occupation);
  await page.getByRole('button', { name: 'Roast Them' }).click();
  await page.getByLabel('Your Side of the Story').waitFor();
  return (await page.locator('.roast-box__text').textContent())!;
}

describe.skipIf(!available)('the note wizard keeps what was written in Chromium', () => {
  const stamp = Date.now();
  const { story } = lexNote(stamp);

  // Another user, whom the drafts test signs in as on the same tab.
  beforeAll(async () => {
    if (!available) return;
    await signedInClient(app, `reader.${stamp}@rivals.test`, password);
  });
  afterEach(() => closeContexts(app.browser));

  it('keeps the roast written before when a rewrite fails, and never reuses it for other details', async () => {
    const client = await signedInClient(app, `reroller.${stamp}@rivals.test`, password);
    const { page, errors } = await openPageAs(app, client);
    // Every attempt of a generate call fails as the server answers a provider failure.
    const failing = (endpoint: { path: string }) =>
      page.route(`${app.server.url}${endpoint.path}`, (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'AI_GENERATION_FAILED',
            message: 'AI generation failed - please try again in a moment',
            timestamp: new Date().toISOString(),
            path: endpoint.path,
          }),
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
    await page.unroute(`${app.server.url}${endpoints.generateInitial.path}`);
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
    const note = await client.call(endpoints.getNote, {
      params: { shortUuid: new URL(publicUrl).pathname.split('/')[2]! },
    });
    expect(note.note).toMatchObject({
      nemesisName: 'Waluigi',
      userNotes: story,
      initialRoast: secondRoast,
      finalRoast,
    });
    // The failed calls are the only errors the browser logged.
    expect(errors.filter((error) => !error.includes('status of 502'))).toEqual([]);
  }, 120_000);

  it('keeps what was typed in the tab for the same user only: across a reload and a new sign-in after the session ended', async () => {
    const email = `drafter.${stamp}@rivals.test`;
    const client = await signedInClient(app, email, password);
    const { page, errors } = await openPageAs(app, client);
    const storyField = page.getByLabel('Your Side of the Story');

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
    await signInOnForm(page, app.server.url, email, password);
    await page.goto(`${app.server.url}/create-nemesis-note`);
    await storyField.waitFor();
    expect(await storyField.inputValue()).toBe(story);
    expect(await page.locator('.roast-box__text').textContent()).toBe(firstRoast);

    // Signing out forgets the draft; another user signing in on this tab starts from empty fields.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.server.url}/`);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Bowser');
    await signInThroughUi(page, app.server.url, `reader.${stamp}@rivals.test`, password);
    await page.goto(`${app.server.url}/create-nemesis-note`);
    await page.getByLabel('Nemesis Name').waitFor();
    for (const label of ['Nemesis Name', 'Age', 'Occupation'])
      expect(await page.getByLabel(label).inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Bowser');
    // The refused call (401) is the only error the browser logged.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  }, 120_000);
});
