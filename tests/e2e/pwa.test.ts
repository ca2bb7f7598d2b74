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
