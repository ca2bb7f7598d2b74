import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { endpoints } from '#contract/endpoints.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { lexNote } from '../support/lex-note.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { publishNote } from '../support/publish-note.ts';
import { signedInClient } from '../support/signed-in-client.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'rival password 1';
const main = (page: Page) => page.locator('main');

describe.skipIf(!available)('a note’s page in Chromium', () => {
  const stamp = Date.now();
  let reader: BrowserLikeClient;
  // The author's note, published as the wizard would.
  let shortUuid = '';
  const { story, vanity, details } = lexNote(stamp);

  beforeAll(async () => {
    if (!available) return;
    const author = await signedInClient(app, `author.${stamp}@rivals.test`, password);
    reader = await signedInClient(app, `reader.${stamp}@rivals.test`, password);
    ({ shortUuid } = await publishNote(author, details, story, vanity));
  });
  afterEach(() => closeContexts(app.browser));

  it('shows a stranger the roast without the author panel or the story, and records no view', async () => {
    const { page, errors } = await openPageAs(app, undefined);
    const views: string[] = [];
    page.on('request', (request) => request.url().endsWith(endpoints.recordView.path) && views.push(request.url()));
    await page.goto(`${app.server.url}/notes/${shortUuid}/${vanity}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    expect(await main(page).textContent()).not.toContain(story);
    expect(await main(page).getByText('Only you can see this').count()).toBe(0);
    expect(await main(page).getByRole('button', { name: 'Share This Roast' }).count()).toBe(1);
    await expectCleanPage(page, errors, 'note page for a stranger');
    // Checked after the axe run, so a view call would have had time to go out.
    expect(views).toEqual([]);
  });

  it('records a signed-in reader’s view once, and lists it under their Recently Viewed', async () => {
    const { page, errors } = await openPageAs(app, reader);
    // Counted once answered: a call still on its way could be cancelled by the next page load.
    const views: string[] = [];
    page.on(
      'requestfinished',
      (request) => request.url().endsWith(endpoints.recordView.path) && views.push(request.url()),
    );
    await page.goto(`${app.server.url}/notes/${shortUuid}/${vanity}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    expect(await main(page).getByText('Only you can see this').count()).toBe(0);
    expect(await main(page).textContent()).not.toContain(story);
    await expect.poll(() => views.length, { timeout: 15_000 }).toBe(1);

    await page.goto(`${app.server.url}/account`);
    const viewed = page.getByRole('region', { name: 'Recently Viewed Notes' });
    await viewed.getByRole('heading', { name: 'Lex Luthor' }).waitFor();
    expect(await viewed.textContent()).toContain('Viewed just now');
    expect(await viewed.getByRole('link', { name: 'View the roast of Lex Luthor' }).getAttribute('href')).toBe(
      `/notes/${shortUuid}/${vanity}`,
    );
    await page
      .getByRole('region', { name: 'My Nemesis Notes' })
      .getByText('No nemesis notes yet.', { exact: false })
      .waitFor();
    expect(views.length).toBe(1);
    expect((await reader.call(endpoints.recentlyViewed)).notes.map((note) => note.shortUuid)).toEqual([shortUuid]);
    expect(errors).toEqual([]);
  });

  it('shows the validation screen for a bad id and the not-found card for a missing note', async () => {
    const { page, errors } = await openPageAs(app, undefined);
    // The server answers these pages with 404 (no such note), which the browser logs: that is the page's expected outcome.
    const documentNotFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    await page.goto(`${app.server.url}/notes/ab~c`);
    await main(page).getByText(noteMessages.invalidNoteId).waitFor();
    expect(await main(page).getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe(`${errorTypeDisplay.validation.title} · Nemesis Day`);
    await expectCleanPage(
      page,
      errors.splice(0).filter((error) => error !== documentNotFound),
      'invalid note id',
    );

    await page.goto(`${app.server.url}/notes/zzzzz`);
    await page.getByRole('heading', { name: errorTypeDisplay['not-found'].title }).waitFor();
    expect(await main(page).textContent()).toContain(errorTypeDisplay['not-found'].message);
    expect(await main(page).getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(await main(page).getByRole('link', { name: 'Create a Note' }).getAttribute('href')).toBe(
      '/create-nemesis-note',
    );
    expect(await main(page).getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    expect(errors.filter((error) => error !== documentNotFound)).toEqual([]);
  });
});
