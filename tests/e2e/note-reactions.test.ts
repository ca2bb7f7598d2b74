import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { adminEmailOf, adminEnv } from '../support/admin-clients.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { lexNote } from '../support/lex-note.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { publishNote } from '../support/publish-note.ts';
import { signedInClient } from '../support/signed-in-client.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available, adminEnv('reactions'));
const password = 'rival password 1';
const narrow = { viewport: { width: 360, height: 740 } };

/** The reaction bar's toggle button for a reaction, by the words a screen reader says. */
const reaction = (page: Page, label: string) =>
  page.getByRole('group', { name: 'React to this roast' }).getByRole('button', { name: label });
const state = async (button: Locator) => ({
  pressed: await button.getAttribute('aria-pressed'),
  count: (await button.locator('.reaction-bar__count').textContent()) ?? '',
});

/** Each item of a list of reaction counts as it reads: its emoji (an image with the character as its text), count and words. */
const countsText = (list: Locator) =>
  list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => `${item.querySelector('img')?.alt ?? ''}${item.textContent}`));

describe.skipIf(!available)('reactions on a note in Chromium', () => {
  const stamp = Date.now();
  let author: BrowserLikeClient;
  let shortUuid = '';
  const { story, vanity, details } = lexNote(stamp);

  beforeAll(async () => {
    if (!available) return;
    author = await signedInClient(app, `react.author.${stamp}@rivals.test`, password);
    ({ shortUuid } = await publishNote(author, details, story, vanity));
  });
  afterEach(() => closeContexts(app.browser));

  it('lets a reader at 360 px react, change it and take it back, and keeps it theirs on return', async () => {
    const { page, errors } = await openPageAs(app, undefined, narrow);
    await page.goto(`${app.server.url}/notes/${shortUuid}/${vanity}`);
    const savage = reaction(page, 'Savage');
    const funny = reaction(page, 'Funny');
    // The counts come once the bar is in view and the page has loaded them; until then the buttons wait.
    await savage.scrollIntoViewIfNeeded();
    await expect.poll(() => state(savage)).toEqual({ pressed: 'false', count: '0' });
    expect(await savage.isEnabled()).toBe(true);

    await savage.click();
    await expect.poll(() => state(savage)).toEqual({ pressed: 'true', count: '1' });
    await page.getByRole('status').filter({ hasText: 'You reacted Savage.' }).waitFor({ state: 'attached' });
    await funny.click();
    await expect.poll(() => state(funny)).toEqual({ pressed: 'true', count: '1' });
    expect(await state(savage)).toEqual({ pressed: 'false', count: '0' });
    // Another reader sees the same count.
    expect(
      (await browserLikeClient(app.server.url).call(endpoints.noteReactions, { params: { shortUuid } })).counts.laugh,
    ).toBe(1);
    await expectCleanPage(page, errors, 'note reactions at 360 px');

    // The same browser, back later: its reaction is still its own, and pressing it again takes it back.
    await page.reload();
    await funny.scrollIntoViewIfNeeded();
    await expect.poll(() => state(funny)).toEqual({ pressed: 'true', count: '1' });
    await funny.click();
    await expect.poll(() => state(funny)).toEqual({ pressed: 'false', count: '0' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectCleanPage(page, errors, 'note reactions at 1280 px');
  });

  it('shows the author how readers reacted, on their account page', async () => {
    const reader = await signedInClient(app, `react.reader.${stamp}@rivals.test`, password);
    await reader.call(endpoints.setReaction, { params: { shortUuid }, body: { reaction: 'clap' } });
    await browserLikeClient(app.server.url).call(endpoints.setReaction, {
      params: { shortUuid },
      body: { reaction: 'clap' },
    });
    await browserLikeClient(app.server.url).call(endpoints.setReaction, {
      params: { shortUuid },
      body: { reaction: 'handshake' },
    });

    const { page, errors } = await openPageAs(app, author, narrow);
    await page.goto(`${app.server.url}/account`);
    const counts = page.getByRole('list', { name: 'Reactions to the roast of Lex Luthor' });
    await counts.waitFor();
    // Each emoji with its count, and for a screen reader the count and the reaction's words.
    expect(await countsText(counts)).toEqual(['😂 0 Funny', '🔥 0 Savage', '👏 2 Well played', '🤝 1 Fair']);
    await expectCleanPage(page, errors, 'account page with reactions at 360 px');
  });

  it('shows the admin, in Prompt Management at 360 px, how readers reacted to each version’s notes', async () => {
    // Run after the author's test: its reactions are the only ones left, all on notes of version 1.
    const admin = await signedInClient(app, adminEmailOf('reactions'), password);
    const { page, errors } = await openPageAs(app, admin, narrow);
    await page.goto(`${app.server.url}/admin/prompts`);
    const counts = page.getByRole('list', { name: 'Reactions to the notes of version 1' });
    await expect.poll(() => counts.count()).toBe(2);
    for (const list of await counts.all()) {
      expect(await countsText(list)).toEqual(['😂 0 Funny', '🔥 0 Savage', '👏 2 Well played', '🤝 1 Fair']);
    }
    await expectCleanPage(page, errors, 'prompt management with reactions at 360 px');
  });
});
