import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { isRequired } from './required-parts.ts';

// Chromium's headless shell (Debian's chromium-headless-shell), the build Playwright itself runs for headless
// Chromium: the same engine without the browser's windows and UI, at a fraction of full Chromium's CPU per page.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Whether Chromium is installed; throws when it is not and CI requires it. */
export function browserAvailable(): boolean {
  if (existsSync(chromiumPath)) return true;
  if (isRequired('browser'))
    throw new Error(`Chromium is required but missing at ${chromiumPath} (apt-get install -y chromium-headless-shell)`);
  console.warn(`Skipping browser tests: no Chromium at ${chromiumPath}.`);
  return false;
}

/** Debian's Chromium, headless, kept off the network except for loopback. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page in a fresh context that records console errors and uncaught exceptions. Its waits give
 * up after 15 s, well inside a test's time, so a stuck wait fails with its own message.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  waitForInteractiveOnLoad(page);
  return { page, errors };
}

/**
 * Makes `page.goto` and `page.reload` resolve once the app on the page is interactive (#root marked
 * `data-hydrated`): a page the server rendered shows before its code runs, and a reader's tap on it
 * does nothing until then. A document without the app (an API answer, a browser error page) is
 * ready at once.
 */
export function waitForInteractiveOnLoad(page: Page): void {
  const interactive = () =>
    page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? true);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await interactive();
    return response;
  };
}

/** Closes the browser's contexts except those kept (pages a describe block shares between its tests); for afterEach. */
export async function closeContexts(browser: Browser | undefined, keep: readonly BrowserContext[] = []): Promise<void> {
  await Promise.all(
    (browser?.contexts() ?? []).filter((context) => !keep.includes(context)).map((context) => context.close()),
  );
}

/** Serious and critical axe-core violations on the page as it is now, once its entrance animations are over. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A dialog fading in is half transparent for a moment: its contrast is judged once it is whole, so entrance
  // animations are taken to their end at once. Endless ones (the floaters) have no end and are left running.
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
  // Evaluated through the DevTools protocol, which the page's CSP (rightly forbidding injected scripts) allows.
  await page.evaluate(await readFile(axePath, 'utf8'));
  const results = await page.evaluate(() => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[] },
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // Only the violations are read: axe then keeps one node of each passing rule rather than them all.
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Whether the page scrolls sideways (content wider than the viewport). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
