import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../web/src/pages/famous-nemesises/pair-colours.ts';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
afterEach(() => closeContexts(app.browser));

const leftName = (page: Page) =>
  page
    .locator('.pair__link')
    .first()
    .evaluate((link) => link.firstChild?.textContent);
const slideLabel = (page: Page) => page.locator('.carousel__slide').getAttribute('aria-label');
/**
 * The slide's aria-live: 'off' while the carousel plays, 'polite' while it is paused. Hover and focus
 * apply in a later render, and the 5 s timer starts or stops after it, so wait for this before moving the clock.
 */
const liveness = (page: Page) => page.locator('.carousel__slide').getAttribute('aria-live');

/** The carousel on the first pair with a paused fake clock, its 5 s timer just restarted. */
async function openCarousel(options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(app.browser, options);
  const { page } = opened;
  await page.clock.install();
  await page.goto(`${app.server.url}/famous-nemesises`);
  await page.locator('.carousel').waitFor();
  await page.clock.pauseAt(Date.now() + 60_000);
  // Moving away and back restarts the timer at the paused time; then leave the carousel unfocused and unhovered.
  await page.getByRole('button', { name: 'Show Sherlock Holmes and Professor Moriarty' }).click();
  await page.getByRole('button', { name: 'Show Batman and The Joker' }).click();
  await page.locator('h1').click();
  await page.mouse.move(2, 2);
  await expect.poll(() => liveness(page)).toBe(options.reducedMotion === 'reduce' ? 'polite' : 'off');
  return opened;
}

describe.skipIf(!available)('Famous Nemesises in Chromium', () => {
  it('shows the intro and the first pair with its badge, description and links', async () => {
    const { page, errors } = await openCarousel();
    expect(await page.locator('.famous__intro').textContent()).toMatch(
      /^A good nemesis makes you stronger, push harder and improve yourself\.\.\./,
    );
    expect(await leftName(page)).toBe('Batman');
    expect(await slideLabel(page)).toBe('1 of 10');
    expect(await page.locator('.badge').textContent()).toBe('Fictional');
    expect(await page.getByRole('img', { name: 'versus' }).getAttribute('src')).toBe('/emoji/26a1.svg');
    expect((await page.locator('.pair__description').textContent())!.length).toBeGreaterThan(40);
    for (const link of await page.locator('.pair__link').all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\//);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(errors).toEqual([]);
  });

  it('advances every 5 seconds and wraps round after ten pairs', async () => {
    const { page } = await openCarousel();
    await page.clock.runFor(4900);
    expect(await slideLabel(page)).toBe('1 of 10');
    await page.clock.runFor(200);
    await expect.poll(() => slideLabel(page)).toBe('2 of 10');
    expect(await leftName(page)).toBe('Sherlock Holmes');
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      // Pairs 2, 3, ..., 10, then 1: each shown (and its timer restarted) before the clock moves on.
      await expect.poll(() => slideLabel(page)).toBe(`${((i + 1) % 10) + 1} of 10`);
      seen.add((await leftName(page))!);
      await page.clock.runFor(5000);
    }
    expect(seen).toEqual(
      new Set([
        'Batman',
        'Sherlock Holmes',
        'Harry Potter',
        'Superman',
        'Spider-Man',
        'Thomas Edison',
        'Muhammad Ali',
        'Marvel',
        'Apple',
        'Rick',
      ]),
    );
    await expect.poll(() => slideLabel(page)).toBe('2 of 10');
  });

  it('labels real rivalries Non-Fictional in gold and fictional ones Fictional in gray', async () => {
    const { page } = await openCarousel();
    await page.getByRole('button', { name: 'Show Thomas Edison and Nikola Tesla' }).click();
    expect(await page.locator('.pair__link').allTextContents()).toEqual([
      'Thomas Edison (Wikipedia, opens in a new tab)',
      'Nikola Tesla (Wikipedia, opens in a new tab)',
    ]);
    expect(await page.locator('.badge').textContent()).toBe('Non-Fictional');
    expect(await page.locator('.badge').evaluate((badge) => getComputedStyle(badge).backgroundColor)).toBe(
      'rgb(245, 185, 66)',
    );
    await page.getByRole('button', { name: 'Show Muhammad Ali and Joe Frazier' }).click();
    expect(await page.locator('.badge').textContent()).toBe('Non-Fictional');
    await page.getByRole('button', { name: 'Show Rick and Mr Nimbus' }).click();
    expect(await page.locator('.badge').textContent()).toBe('Fictional');
    expect(await page.locator('.badge').evaluate((badge) => getComputedStyle(badge).backgroundColor)).toBe(
      'rgb(95, 102, 114)',
    );
  });

  it('gives each name a mid-tone colour with readable black or white text', async () => {
    const { page } = await openCarousel();
    for (let i = 0; i < 10; i++) {
      for (const link of await page.locator('.pair__link').all()) {
        const [background, text] = await link.evaluate((element) => [
          getComputedStyle(element).backgroundColor,
          getComputedStyle(element).color,
        ]);
        const rgb = (css: string) => {
          const [r, g, b] = css.match(/\d+/g)!.map(Number) as [number, number, number];
          return { r, g, b };
        };
        expect(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']).toContain(text);
        expect(contrastRatio(rgb(background), rgb(text))).toBeGreaterThanOrEqual(4.5);
      }
      await page.getByRole('button', { name: 'Next pair' }).click();
    }
  });

  it('moves with the previous and next buttons and the arrow keys', async () => {
    const { page } = await openCarousel();
    await page.getByRole('button', { name: 'Previous pair' }).click();
    expect(await leftName(page)).toBe('Rick');
    await page.getByRole('button', { name: 'Next pair' }).click();
    await page.getByRole('button', { name: 'Next pair' }).click();
    expect(await leftName(page)).toBe('Sherlock Holmes');
    await page.keyboard.press('ArrowRight');
    expect(await leftName(page)).toBe('Harry Potter');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await leftName(page)).toBe('Batman');
  });

  it('changes pair on a swipe of 40 px or more, not on a shorter one', async () => {
    const { page } = await openCarousel({ hasTouch: true });
    const box = (await page.locator('.pair__description').boundingBox())!;
    const swipe = async (dx: number) => {
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 4 });
      await page.mouse.up();
      await page.mouse.move(2, 2);
    };
    await swipe(-30);
    expect(await leftName(page)).toBe('Batman');
    await swipe(-45);
    expect(await leftName(page)).toBe('Sherlock Holmes');
    await swipe(60);
    expect(await leftName(page)).toBe('Batman');
  });

  it('pauses while hovered or focused, and with the Pause button', async () => {
    const { page } = await openCarousel();
    await page.locator('.carousel__slide').hover();
    await expect.poll(() => liveness(page)).toBe('polite');
    await page.clock.runFor(12_000);
    expect(await slideLabel(page)).toBe('1 of 10');
    await page.mouse.move(2, 2);
    await expect.poll(() => liveness(page)).toBe('off');
    await page.clock.runFor(5000);
    await expect.poll(() => slideLabel(page)).toBe('2 of 10');

    await page.getByRole('button', { name: 'Next pair' }).focus();
    await expect.poll(() => liveness(page)).toBe('polite');
    await page.clock.runFor(12_000);
    expect(await slideLabel(page)).toBe('2 of 10');
    await page.locator('h1').click();
    await page.mouse.move(2, 2);
    await expect.poll(() => liveness(page)).toBe('off');
    await page.clock.runFor(5000);
    await expect.poll(() => slideLabel(page)).toBe('3 of 10');

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Play', pressed: true }).waitFor();
    await page.locator('h1').click();
    await page.mouse.move(2, 2);
    await expect.poll(() => liveness(page)).toBe('polite');
    await page.clock.runFor(12_000);
    expect(await slideLabel(page)).toBe('3 of 10');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.locator('h1').click();
    await page.mouse.move(2, 2);
    await expect.poll(() => liveness(page)).toBe('off');
    await page.clock.runFor(5000);
    await expect.poll(() => slideLabel(page)).toBe('4 of 10');
  });

  it('does not autoplay for someone who prefers reduced motion', async () => {
    const { page } = await openCarousel({ reducedMotion: 'reduce' });
    await page.clock.runFor(12_000);
    expect(await slideLabel(page)).toBe('1 of 10');
  });
});

describe.skipIf(!available)('floating images in Chromium', () => {
  it('shows up to 16 circular images on a large screen, turning up to 45 degrees as the page scrolls', async () => {
    const { page } = await openPage(app.browser, { viewport: { width: 1280, height: 500 } });
    await page.goto(`${app.server.url}/famous-nemesises`);
    const images = page.locator('.floaters__image');
    await images.first().waitFor();
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(16);
    expect(await images.first().evaluate((image) => getComputedStyle(image).borderRadius)).toBe('50%');
    expect(await page.locator('.floaters').getAttribute('aria-hidden')).toBe('true');

    const rotation = () =>
      page.locator('.floaters').evaluate((element) => element.style.getPropertyValue('--scroll-rotation'));
    await expect.poll(rotation).toBe('0deg');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(rotation).toBe('45deg');
  });

  it('keeps the images in the margins, clear of the page, the navigation bar and one another', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1100, height: 700 },
    ]) {
      const { page } = await openPage(app.browser, { viewport });
      await page.goto(`${app.server.url}/`);
      await page.locator('.floaters__image').first().waitFor();
      const { images, column, bar } = await page.evaluate(() => {
        const main = document.getElementById('main')!;
        const padding = parseFloat(getComputedStyle(main).paddingLeft);
        const { left, right } = main.getBoundingClientRect();
        return {
          // Their boxes before turning (a turned circle covers the same ground), in the viewport: the layer fills it.
          images: [...document.querySelectorAll<HTMLElement>('.floaters__image')].map((image) => ({
            left: image.offsetLeft,
            right: image.offsetLeft + image.offsetWidth,
            top: image.offsetTop,
            bottom: image.offsetTop + image.offsetHeight,
          })),
          column: { left: left + padding, right: right - padding },
          bar: document.querySelector('.nav')!.getBoundingClientRect().bottom,
        };
      });
      expect(images.length).toBeGreaterThan(4);
      for (const [i, a] of images.entries()) {
        expect(a.top).toBeGreaterThanOrEqual(bar);
        expect(a.bottom).toBeLessThanOrEqual(viewport.height);
        expect(a.right <= column.left || a.left >= column.right).toBe(true);
        for (const b of images.slice(i + 1))
          expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
      }
    }
  });

  it('stays still for reduced motion and is absent on a phone', async () => {
    const still = await openPage(app.browser, { viewport: { width: 1280, height: 500 }, reducedMotion: 'reduce' });
    await still.page.goto(`${app.server.url}/famous-nemesises`);
    await still.page.locator('.floaters__image').first().waitFor();
    await still.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // A scroll would turn them in the next animation frame: let two go by.
    await still.page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    expect(
      await still.page.locator('.floaters').evaluate((element) => element.style.getPropertyValue('--scroll-rotation')),
    ).toBe('');

    const phone = await openPage(app.browser, { viewport: { width: 390, height: 800 } });
    await phone.page.goto(`${app.server.url}/famous-nemesises`);
    await phone.page.locator('.carousel').waitFor();
    expect(await phone.page.locator('.floaters__image').count()).toBe(0);
  });
});
