import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, closeContexts, launchBrowser, openPage } from '../support/browser.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';
import { waitForPrecache } from '../support/wait-for-precache.ts';

const available = browserAvailable();
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (!available) return;
  server = await startTestServer();
  browser = await launchBrowser();
});
afterEach(() => closeContexts(browser));
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!available)('installable PWA in Chromium', () => {
  it('links a manifest named Nemesis Day with 192 px, 512 px and maskable icons that load', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(href!, server.url))).json();
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
    const { page, errors } = await openPage(browser);
    await page.goto(`${server.url}/`);
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${server.url}/sw.js`);
    // Wait for the precache to complete, then take the network away.
    await waitForPrecache(page);
    await page.context().setOffline(true);
    await page.goto(`${server.url}/faq`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Frequently Asked Questions');
    await page.goto(`${server.url}/famous-nemesises`);
    await expect.poll(() => page.locator('.pair__link').count()).toBe(2);
    expect(errors).toEqual([]);
  });
});
