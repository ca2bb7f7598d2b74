import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { insertNotes } from '../support/insert-notes.ts';
import { publishNote } from '../support/publish-note.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { userIdOf } from '../support/user-id-of.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'rival password 1';

describe.skipIf(!available)('My Nemesis Notes in Chromium', () => {
  const stamp = Date.now();
  afterEach(() => closeContexts(app.browser));

  it('keeps a deleted note out of a listing that answers late; after a delete, focus moves on and the deletion is announced', async () => {
    const owner = await signedInClient(app, `tidy.${stamp}@rivals.test`, password);
    for (const nemesisName of ['Alpha Rival', 'Beta Rival', 'Gamma Rival', 'Delta Rival']) {
      await publishNote(
        owner,
        { nemesisName, nemesisAge: 40, nemesisOccupation: 'Neighbour' },
        'Mows the lawn at dawn.',
      );
    }
    // The service worker controls pages only from their next load, so page.route sees this page's calls.
    const { page, errors } = await openPageAs(app, owner);
    await page.goto(`${app.server.url}/account`);
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

  it('loads the next page of notes as the user scrolls to the end of the grid, until there are no more', async () => {
    const email = `prolific.${stamp}@rivals.test`;
    const owner = await signedInClient(app, email, password);
    // More notes than the first page (24) holds, written straight into the database.
    await insertNotes(app.database, await userIdOf(app.database, email), 30, 'e2e');
    const { page, errors } = await openPageAs(app, owner);
    await page.goto(`${app.server.url}/account`);
    const mine = page.getByRole('region', { name: 'My Nemesis Notes' });
    const names = () => mine.getByRole('list', { name: 'Your notes' }).locator('.note-tile__name').allTextContents();
    const loadMore = mine.getByRole('button', { name: 'Load More Notes' });
    await loadMore.waitFor();
    const firstPage = await names();
    expect(firstPage).toHaveLength(24);

    // Scrolled into view, the end of the grid loads the rest by itself; with none left, the button goes.
    await loadMore.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await names()).length).toBe(30);
    const all = await names();
    expect(all.slice(0, 24)).toEqual(firstPage);
    expect(new Set(all).size).toBe(30);
    await expect.poll(() => loadMore.count()).toBe(0);
    expect(await mine.getByRole('button', { name: /Loading more notes|Try Again/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
