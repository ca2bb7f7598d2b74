import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, scrollsSideways } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { putEarlierKeptNote, putKeptNote, readKeptStore } from '../support/kept-store.ts';
import { lexNote } from '../support/lex-note.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { publishNote } from '../support/publish-note.ts';
import { signedInClient } from '../support/signed-in-client.ts';
import { useSignedInPage } from '../support/signed-in-page.ts';
import { waitForPrecache } from '../support/wait-for-precache.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'rival password 1';
const main = (page: Page) => page.locator('main');
const notKeptTitle = 'Not saved on this device yet';

describe.skipIf(!available)('notes offline in Chromium', () => {
  const stamp = Date.now();
  const author = useSignedInPage(app, available, `author.${stamp}@rivals.test`, password);
  // The author's note, published as the wizard would.
  let shortUuid = '';
  const { story, vanity, details } = lexNote(stamp);

  beforeAll(async () => {
    if (!available) return;
    ({ shortUuid } = await publishNote(author.client, details, story, vanity));
  });

  it('shows the kept copy, marked as such, when the note is opened offline', async () => {
    const { page, errors, context } = await openPageAs(app, undefined);
    await page.goto(`${app.server.url}/notes/${shortUuid}/${vanity}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    await waitForPrecache(page);
    // The copy is written in the background: wait for it before going offline.
    await expect.poll(async () => (await readKeptStore(page)).notes.map((item) => item.shortUuid)).toContain(shortUuid);

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
    // The reactions wait for the connection, and say so rather than sit greyed out.
    const reactions = main(page).getByRole('region', { name: 'Reactions' });
    await reactions.getByText('Reactions need a connection: they come back once you are online.').waitFor();
    expect(await reactions.getByRole('button', { disabled: true }).count()).toBe(4);
    // A note never opened here has no copy: it says so, with Try Again.
    await page.goto(`${app.server.url}/notes/Zz9Zz`);
    await page.getByRole('heading', { name: notKeptTitle }).waitFor();
    expect(await main(page).getByRole('button', { name: 'Try Again' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('says at 360 px that an unread note is not saved here, lists the notes that are, offers no Create, and opens it once back online', async () => {
    // Another author's note, so the author's own lists stay as the next test expects them.
    const other = await signedInClient(app, `other.${stamp}@rivals.test`, password);
    const unread = await publishNote(
      other,
      { nemesisName: 'Green Goblin', nemesisAge: 45, nemesisOccupation: 'Industrialist' },
      'He keeps throwing pumpkins at my car.',
    );
    const { page, errors, context } = await openPageAs(app, undefined, { viewport: { width: 360, height: 740 } });
    await page.goto(`${app.server.url}/notes/${shortUuid}/${vanity}`);
    await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).waitFor();
    await waitForPrecache(page);
    await expect.poll(async () => (await readKeptStore(page)).notes.map((item) => item.shortUuid)).toContain(shortUuid);

    await context.setOffline(true);
    await page.goto(`${app.server.url}/notes/${unread.shortUuid}/${unread.vanityUrl}`);
    await page.getByRole('heading', { level: 1, name: notKeptTitle }).waitFor();
    expect(await main(page).getByText('You are offline.', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.title()).toBe(`${notKeptTitle} · Nemesis Day`);
    // The notes this device can show instead, each a link to its offline copy.
    const kept = main(page).getByRole('region', { name: 'Saved on this device' });
    expect(await kept.getByRole('link').allTextContents()).toEqual(['Lex Luthor']);
    expect(await kept.getByRole('link', { name: 'Lex Luthor' }).getAttribute('href')).toBe(
      `/notes/${shortUuid}/${vanity}`,
    );
    // Nothing that needs the server: no way to create a note from here.
    expect(
      await main(page)
        .getByRole('link', { name: /Create/ })
        .count(),
    ).toBe(0);
    expect(
      await main(page)
        .getByRole('button', { name: /Create/ })
        .count(),
    ).toBe(0);
    expect(await main(page).getByRole('button', { name: 'Try Again' }).count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);
    // Its picture is the app's own, drawn offline too.
    const icon = main(page).locator('img.emoji[alt="📡"]');
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);

    // Back online, the note opens by itself.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Green Goblin' }).waitFor();
    expect(await main(page).getByText(notKeptTitle).count()).toBe(0);
    expect(await main(page).getByText('Offline copy').count()).toBe(0);

    // A kept note opens from the list offline.
    await context.setOffline(true);
    await page.goto(`${app.server.url}/notes/Zz9Zz`);
    await main(page)
      .getByRole('region', { name: 'Saved on this device' })
      .getByRole('link', { name: 'Lex Luthor' })
      .click();
    await main(page).getByText('Offline copy').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Lex Luthor' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('keeps the author’s lists for offline, and deletes a note from the account page through the modal', async () => {
    const page = author.page;
    await page.goto(`${app.server.url}/account`);
    const mine = page.getByRole('region', { name: 'My Nemesis Notes' });
    await mine.getByRole('heading', { name: 'Lex Luthor' }).waitFor();
    expect(await mine.getByRole('link', { name: 'View the roast of Lex Luthor' }).getAttribute('href')).toBe(
      `/notes/${shortUuid}/${vanity}`,
    );
    await page
      .getByRole('region', { name: 'Recently Viewed Notes' })
      .getByText('Nothing here yet.', { exact: false })
      .waitFor();

    // Offline the grids show the lists kept on this device, and Delete waits for a connection.
    await waitForPrecache(page);
    // The lists are kept in the background: wait for both before going offline.
    await expect
      .poll(async () => (await readKeptStore(page)).lists.map((list) => list.kind).sort())
      .toEqual(['my-notes', 'recently-viewed']);
    const errorsBefore = author.errors.length;
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
    author.errors.splice(errorsBefore).forEach((error) => expect(error).toContain('ERR_INTERNET_DISCONNECTED'));

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
    await expect(author.client.call(endpoints.getNote, { params: { shortUuid } })).rejects.toMatchObject({
      type: 'not-found',
    });
    expect(author.errors).toEqual([]);
  });

  it('forgets the account’s lists, session and the author-only parts of kept notes on sign-out', async () => {
    // A second note, published through the API.
    const second = await publishNote(
      author.client,
      { nemesisName: 'Moriarty', nemesisAge: 50, nemesisOccupation: 'Professor' },
      'He keeps leaving cryptic notes on my desk.',
    );
    const secondPath = `/notes/${second.shortUuid}/${second.vanityUrl}`;
    const page = author.page;
    await page.goto(`${app.server.url}${secondPath}`);
    await page.getByText('Only you can see this').waitFor();
    // The copy is written in the background, marked with its author: wait for it before leaving the page.
    const { sub } = await page.evaluate(() =>
      fetch('/api/v1/auth/session').then((response) => response.json() as Promise<{ sub: string }>),
    );
    await expect
      .poll(async () => (await readKeptStore(page)).notes.find((item) => item.note.nemesisName === 'Moriarty'))
      .toMatchObject({ isAuthor: true, authorId: sub, note: { userNotes: expect.any(String) } });
    const authorsCopy = (await readKeptStore(page)).notes.find((item) => item.note.nemesisName === 'Moriarty')!;
    // Offline, the author still sees their own panel on the kept copy.
    await waitForPrecache(page);
    await page.context().setOffline(true);
    await page.reload();
    await main(page).getByText('Offline copy').waitFor();
    await main(page).getByText('Only you can see this').waitFor();
    await page.context().setOffline(false);
    await expect.poll(() => main(page).getByText('Offline copy').count()).toBe(0);
    await page.goto(`${app.server.url}/account`);
    await page.getByRole('region', { name: 'My Nemesis Notes' }).getByRole('heading', { name: 'Moriarty' }).waitFor();
    await expect.poll(async () => (await readKeptStore(page)).lists.length).toBe(2);
    expect((await readKeptStore(page)).session.length).toBe(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.server.url}/`);
    await expect.poll(async () => (await readKeptStore(page)).lists.length).toBe(0);
    const after = await readKeptStore(page);
    expect(after.session).toEqual([]);
    const moriarty = after.notes.find((item) => item.note.nemesisName === 'Moriarty')!;
    expect(moriarty.isAuthor).toBe(false);
    expect(Object.keys(moriarty.note).sort()).toEqual([
      'createdAt',
      'finalRoast',
      'nemesisName',
      'shortUuid',
      'vanityUrl',
    ]);
    expect(moriarty.authorId).toBeUndefined();

    // Even a copy that still holds the author's parts (say, left by a visit whose clean-up never ran)
    // shows them to nobody but its author: signed out and offline, only the public roast.
    await putKeptNote(page, authorsCopy);
    await page.context().setOffline(true);
    await page.goto(`${app.server.url}${secondPath}`);
    await main(page).getByText('Offline copy').waitFor();
    expect(await main(page).getByRole('heading', { level: 1, name: 'Moriarty' }).count()).toBe(1);
    expect(await main(page).getByText('Only you can see this').count()).toBe(0);
    await page.context().setOffline(false);
    expect(author.errors).toEqual([]);
  });

  it('still shows offline a note kept by the app before its upgrade', async () => {
    const { page, errors, context } = await openPageAs(app, undefined);
    await page.goto(`${app.server.url}/faq`);
    await waitForPrecache(page);
    const note = {
      shortUuid: 'Old42',
      vanityUrl: 'plum',
      nemesisName: 'Professor Plum',
      finalRoast: 'Plum did it, in the library.',
      createdAt: '2026-02-14T12:00:00.000Z',
    };
    await putEarlierKeptNote(page, { shortUuid: 'Old42', note, isAuthor: false, savedAt: '2026-02-15T12:00:00.000Z' });

    await context.setOffline(true);
    await page.goto(`${app.server.url}/notes/Old42/plum`);
    await main(page).getByText('Offline copy').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Professor Plum' }).count()).toBe(1);
    expect(await main(page).locator('.roast-card__roast').textContent()).toContain('Plum did it, in the library.');
    expect(
      await main(page)
        .getByText('This is the copy saved on this device on February 15, 2026.', { exact: false })
        .count(),
    ).toBe(1);
    expect(errors).toEqual([]);
  });
});
