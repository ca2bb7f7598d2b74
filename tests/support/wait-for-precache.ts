import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the service worker is in control and has precached the app shell; fails saying so after 20 s. */
export async function waitForPrecache(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).some((key) => key.includes('precache'))), {
      message: 'the service worker precached the app',
      timeout: 20_000,
    })
    .toBe(true);
}
