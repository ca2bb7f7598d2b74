import type { Page } from 'playwright-core';

/** Waits until the service worker is in control and has precached the app shell. */
export async function waitForPrecache(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 100 && !(await caches.keys()).some((key) => key.includes('precache')); i++) await new Promise((r) => setTimeout(r, 100));
  });
}
