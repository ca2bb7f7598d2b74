import { afterEach, describe, expect, it } from 'vitest';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { createBuiltinProvider } from '../../server/ai/builtin-provider.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { signedInClient } from '../support/signed-in-client.ts';

const available = browserAvailable();
// The built-in roaster streams a word every 40 ms, as a model writes: a reload can come in the middle of a roast.
const app = useBrowserTestServer(available, {}, undefined, { builtin: createBuiltinProvider({ wordDelayMs: 40 }) });
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

describe.skipIf(!available)('reloading the wizard while the first roast is being written, on a phone', () => {
  afterEach(() => closeContexts(app.browser));

  it('writes the same roast on, not a new one, and Roast Again still writes another', async () => {
    const client = await signedInClient(app, `midway.${Date.now()}@rivals.test`, 'rival password 1');
    const { page, errors } = await openPageAs(app, client, phone);
    await page.goto(`${app.server.url}/create-nemesis-note`);
    await page.getByLabel('Nemesis Name').fill('Wario');
    await page.getByLabel('Age').fill('39');
    await page.getByLabel('Occupation').fill('Garlic farmer');
    await page.getByRole('button', { name: 'Roast Them' }).click();
    const text = page.locator('.roast-box__text p');
    const words = async () => ((await text.textContent()) ?? '').trim().split(/\s+/).length;
    await expect.poll(words, { interval: 20 }).toBeGreaterThan(6);
    const shown = (await text.textContent())!.trim();

    await page.reload();
    const again = page.getByRole('button', { name: 'Not harsh enough? Roast again' });
    await again.waitFor({ timeout: 30_000 });
    const finished = (await text.textContent())!.trim();
    expect(finished.length).toBeGreaterThan(shown.length);
    expect(finished.startsWith(shown)).toBe(true);

    await again.click();
    await page.getByText(noteMessages.progressInitial).waitFor();
    await again.waitFor({ timeout: 30_000 });
    expect((await text.textContent())!.trim()).not.toBe(finished);
    expect(errors).toEqual([]);
  }, 120_000);
});
