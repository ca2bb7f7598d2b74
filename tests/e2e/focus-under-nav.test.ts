import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { appreciationMessages as m } from '#contract/forms/forms-messages.ts';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { fillNemesisStep } from '../support/form-pages.ts';

const available = browserAvailable();
const parts = useBrowserTestServer(available);
afterEach(() => closeContexts(parts.browser));

/** The focused element's top and the sticky nav bar's bottom, in the viewport, once scrolling has settled. */
const focusedAndNav = (page: Page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent,
    top: document.activeElement!.getBoundingClientRect().top,
    navBottom: document.querySelector('.nav')!.getBoundingClientRect().bottom,
  }));

describe.skipIf(!available)('a heading that takes focus, in Chromium', () => {
  it.each([
    { width: 360, height: 740 },
    { width: 1280, height: 600 },
  ])('lands below the sticky nav bar, not behind it, at $width px', async (viewport) => {
    const { page } = await openPage(parts.browser, { viewport });
    await page.goto(`${parts.server.url}/send-nemesis-note`);
    // Scrolled down to Next, as a reader who filled step 1 is.
    await page.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
    await fillNemesisStep(page, {
      nemesisName: 'Professor Moriarty',
      nemesisEmail: 'moriarty@rivals.test',
      appreciation: 'You keep me sharp. '.repeat(40),
      senderName: '',
      senderEmail: '',
    });
    await expect.poll(async () => (await focusedAndNav(page)).text).toBe(m.stepTwoTitle);
    const { top, navBottom } = await focusedAndNav(page);
    expect(navBottom).toBeGreaterThan(40);
    expect(top).toBeGreaterThanOrEqual(navBottom);
  });
});
