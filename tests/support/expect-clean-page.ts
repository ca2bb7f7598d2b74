import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { scrollsSideways, seriousAxeViolations } from './browser.ts';

/** Expects no serious axe violations, no sideways scroll and no console errors on the page as it is now, at its width. */
export async function expectCleanPage(page: Page, errors: string[], where: string): Promise<void> {
  expect(await seriousAxeViolations(page), where).toEqual([]);
  expect(await scrollsSideways(page), where).toBe(false);
  expect(errors, where).toEqual([]);
}
