import { afterEach, describe, expect, it } from 'vitest';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { waitForPrecache } from '../support/wait-for-precache.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
afterEach(() => closeContexts(app.browser));

describe.skipIf(!available)('installable PWA in Chromium', () => {
  it('links a manifest named Nemesis Day with 192 px, 512 px and maskable icons that load', async () => {
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(href!, app.server.url))).json();
    expect(manifest).toMatchObject({ name: 'Nemesis Day', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size).toBe(icon.sizes);
    }
  });

  it('shows the app in narrow and wide screenshots of the sizes browsers take for their richer install prompt', async () => {
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const { screenshots } = (await (await fetch(new URL(href!, app.server.url))).json()) as {
      screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[];
    };
    expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'narrow', 'wide', 'wide']);
    const ratios: Record<string, Set<number>> = { narrow: new Set(), wide: new Set() };
    for (const shot of screenshots) {
      expect(shot.label.length).toBeGreaterThan(10);
      const response = await fetch(new URL(shot.src, app.server.url));
      expect(response.headers.get('content-type')).toBe(shot.type);
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return { width: image.naturalWidth, height: image.naturalHeight };
      }, shot.src);
      expect(`${size.width}x${size.height}`).toBe(shot.sizes);
      // Chrome's rules: each side 320 to 3840 px, the long side at most 2.3 times the short; wide is landscape, narrow portrait.
      for (const side of [size.width, size.height]) expect(side).toBeGreaterThanOrEqual(320);
      for (const side of [size.width, size.height]) expect(side).toBeLessThanOrEqual(3840);
      expect(Math.max(size.width, size.height) / Math.min(size.width, size.height)).toBeLessThanOrEqual(2.3);
      expect(shot.form_factor === 'wide').toBe(size.width > size.height);
      ratios[shot.form_factor]!.add(size.width / size.height);
    }
    // Screenshots of one form factor share one shape.
    expect([ratios.narrow!.size, ratios.wide!.size]).toEqual([1, 1]);

    // The emoji images are precached with the app (they draw its buttons offline); the screenshots,
    // only ever shown by the install prompt, are not fetched for every visitor.
    await waitForPrecache(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys())
        urls.push(...(await (await caches.open(key)).keys()).map((request) => request.url));
      return urls.map((url) => new URL(url).pathname);
    });
    expect(cached).toContain('/emoji/1f47f.svg');
    expect(cached.filter((path) => path.startsWith('/screenshots/'))).toEqual([]);
  });

  it('registers a service worker that keeps the app shell working offline', async () => {
    const { page, errors } = await openPage(app.browser);
    await page.goto(`${app.server.url}/`);
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${app.server.url}/sw.js`);
    // Wait for the precache to complete, then take the network away.
    await waitForPrecache(page);
    await page.context().setOffline(true);
    await page.goto(`${app.server.url}/faq`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Frequently Asked Questions');
    await page.goto(`${app.server.url}/famous-nemesises`);
    await expect.poll(() => page.locator('.pair__link').count()).toBe(2);
    expect(errors).toEqual([]);
  });
});
