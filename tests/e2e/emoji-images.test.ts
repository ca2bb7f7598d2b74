import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { reactions } from '#contract/notes/reactions.ts';
import { browserAvailable } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { lexNote } from '../support/lex-note.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { publishNote } from '../support/publish-note.ts';
import { useSignedInPage } from '../support/signed-in-page.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'rival password 1';
const narrow = { viewport: { width: 360, height: 740 } };

/**
 * The emoji drawn as the app's images in `selector` (each image's text, once it has loaded; a broken
 * image reads 'not loaded'), and the emoji left as characters anywhere on the page: this machine has
 * no colour emoji font, so each of those would be an empty box.
 */
async function emojiOnPage(page: Page, selector = 'body') {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  return page.evaluate((within) => {
    const images = [...document.querySelectorAll<HTMLImageElement>(`${within} img.emoji`)];
    return {
      images: images.map((image) => (image.naturalWidth > 0 ? image.alt : `${image.alt} not loaded`)),
      characters: document.body.innerText.match(/\p{Emoji_Presentation}/gu) ?? [],
    };
  }, selector);
}

describe.skipIf(!available)('emoji without an emoji font, in Chromium at 360 px', () => {
  const stamp = Date.now();
  const author = useSignedInPage(app, available, `emoji.${stamp}@rivals.test`, password);
  const { story, vanity, details } = lexNote(stamp);
  let shortUuid = '';

  beforeAll(async () => {
    if (!available) return;
    ({ shortUuid } = await publishNote(author.client, details, story, vanity));
    await author.page.setViewportSize(narrow.viewport);
  });

  it('draws the call to action’s 👿 as an image that keeps the spec’s text', async () => {
    const { page, errors } = await openPageAs(app, undefined, narrow);
    await page.goto(`${app.server.url}/`);
    const cta = page.getByRole('link', { name: '👿 Create Your Nemesis Note' });
    expect(await cta.getAttribute('href')).toBe('/login');
    expect(await emojiOnPage(page, '.home__cta')).toEqual({ images: ['👿'], characters: [] });
    await expectCleanPage(page, errors, 'home at 360 px');
  });

  it('draws the roast card’s badges and shows each reaction’s emoji, words and count on a phone', async () => {
    const page = author.page;
    await page.goto(`${app.server.url}/notes/${shortUuid}/${vanity}`);
    const buttons = page.getByRole('group', { name: 'React to this roast' }).getByRole('button');
    // The counts load once the bar is in view.
    await buttons.first().scrollIntoViewIfNeeded();
    await expect.poll(() => buttons.first().isEnabled()).toBe(true);
    expect(await emojiOnPage(page, 'main')).toEqual({
      images: ['👿', '📣', '⚡', ...reactions.map((reaction) => reaction.emoji), '🔒'],
      characters: [],
    });
    // Each button's words show beside its picture, inside the button and the screen.
    for (const [i, reaction] of reactions.entries()) {
      const button = buttons.nth(i);
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      expect((await button.innerText()).replace(/\s+/g, ' ')).toBe(`${reaction.label} 0`);
      const label = button.getByText(reaction.label, { exact: true });
      expect(await label.isVisible()).toBe(true);
      const [outer, inner] = [await button.boundingBox(), await label.boundingBox()];
      expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
      expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
      expect(outer!.x + outer!.width).toBeLessThanOrEqual(360);
    }
    await expectCleanPage(page, author.errors, 'note page at 360 px');
  });

  it('draws the wizard’s and the success card’s emoji', async () => {
    const page = author.page;
    await page.goto(`${app.server.url}/create-nemesis-note`);
    await page.getByLabel('Nemesis Name').fill('Moriarty');
    await page.getByLabel('Age').fill('50');
    await page.getByLabel('Occupation').fill('Professor');
    expect((await emojiOnPage(page, 'main')).images).toEqual(['🔥']);
    await page.getByRole('button', { name: 'Roast Them' }).click();
    await page.getByLabel('Your Side of the Story').fill('He keeps leaving cryptic notes on my desk.');
    expect((await emojiOnPage(page, 'main')).images).toEqual(['🔥', '🗡️']);
    await page.getByRole('button', { name: 'Sharpen the Roast' }).click();
    await page.getByRole('button', { name: 'Create Note' }).click();
    await page.getByLabel('Public URL').waitFor();
    expect(await emojiOnPage(page, 'main')).toEqual({ images: ['🎉'], characters: [] });
    await expectCleanPage(page, author.errors, 'success card at 360 px');
  });

  it('draws the icon of a message page, such as Page Not Found', async () => {
    const { page } = await openPageAs(app, undefined, narrow);
    await page.goto(`${app.server.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await emojiOnPage(page, 'main')).toEqual({ images: ['🕳️'], characters: [] });
  });
});
