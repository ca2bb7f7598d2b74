import { afterEach, describe, expect, it } from 'vitest';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
afterEach(() => closeContexts(app.browser));

describe.skipIf(!available)('the API reference page in Chromium', () => {
  it('renders the OpenAPI document from this server alone, without console errors', async () => {
    const { page, errors } = await openPage(app.browser);
    const elsewhere: string[] = [];
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(app.server.url) && !/^(data|blob):/.test(request.url()))
        elsewhere.push(request.url());
    });
    await page.goto(`${app.server.url}/api/docs`);
    await expect.poll(() => page.getByRole('heading', { name: 'Nemesis Day API' }).first().isVisible()).toBe(true);
    // A known operation of the first area, by its title from the contract's name, with its path.
    await expect.poll(() => page.getByRole('heading', { name: 'Site info' }).first().isVisible()).toBe(true);
    expect(await page.title()).toBe('Nemesis Day API reference');
    // Nothing offered that calls Scalar's cloud services.
    expect(await page.getByText(/Ask AI|Generate MCP/).count()).toBe(0);
    expect(elsewhere).toEqual([]);
    expect(failed, 'requests that failed').toEqual([]);
    expect(errors).toEqual([]);
  });
});
