import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleNemesis } from '#contract/admin/admin-schemas.ts';
import { builtinModelId } from '#contract/ai/model-settings.ts';
import { adminEmailOf, adminEnv, adminTestPassword } from '../support/admin-clients.ts';
import { browserAvailable } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { useFakeOpenAi } from '../support/fake-openai.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { useSignedInPage } from '../support/signed-in-page.ts';

const available = browserAvailable();
const shots = process.env.NEMESIS_SCREENSHOTS;
const env: Record<string, string> = adminEnv('models');
// Started first: the test server is started with its URL.
const fake = useFakeOpenAi(
  env,
  { models: ['roaster-1'], chunks: ['You call that ', 'a nemesis? ', 'Adorable.'] },
  available,
);

const app = useBrowserTestServer(available, env);

/** A model's row in the list: its label, which holds its radio, its id and its badges. */
const modelRow = (page: Page, modelId: string) => page.locator('.model-list__option').filter({ hasText: modelId });
const radio = (page: Page, modelId: string) => page.getByRole('radio', { name: modelId });
const completions = () => fake.server.requests.filter((request) => request.path === '/v1/chat/completions');

describe.skipIf(!available)('the admin model screen in Chromium', () => {
  const admin = useSignedInPage(app, available, adminEmailOf('models'), adminTestPassword);

  it('marks the chosen model Selected, tracks unsaved changes against the loaded config, Discard drops them, settings are kept in range', async () => {
    const page = admin.page;
    await page.goto(`${app.server.url}/admin/bedrock`);
    await page.getByRole('heading', { name: 'AI Models', level: 1 }).waitFor();
    await expect.poll(() => radio(page, builtinModelId).isChecked()).toBe(true);
    expect(await modelRow(page, builtinModelId).textContent()).toContain('Active');
    expect(await modelRow(page, 'openai/roaster-1').textContent()).not.toMatch(/Active|Selected/);
    // Ollama is not running here: the list says so rather than failing, with the address it tried and the error.
    await page.getByText('Some providers did not answer').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Some providers did not answer' }).textContent()).toContain(
      'ollama at http://127.0.0.1:9: fetch failed: bad port',
    );
    // How another provider is added, and that a restart applies it.
    const help = page.locator('details').filter({ hasText: 'Add a provider' });
    await help.getByText('Add a provider').click();
    for (const setting of ['OLLAMA_HOST', 'OPENAI_BASE_URL', 'OPENAI_API_KEY', 'AWS_REGION', 'restart the server'])
      expect(await help.textContent()).toContain(setting);
    if (shots) await page.screenshot({ path: `${shots}/admin-models-1280.png`, fullPage: true });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const discard = page.getByRole('button', { name: 'Discard' });
    expect(await save.isDisabled()).toBe(true);
    expect(await discard.isDisabled()).toBe(true);
    await page.getByText('No unsaved changes.').waitFor();
    await expectCleanPage(page, admin.errors, 'model screen');

    // Choosing another model marks it Selected and counts as a change; Discard goes back to the loaded config.
    await radio(page, 'openai/roaster-1').check();
    await expect.poll(() => modelRow(page, 'openai/roaster-1').textContent()).toContain('Selected');
    await page.getByText('You have unsaved changes.').waitFor();
    expect(await save.isEnabled()).toBe(true);
    await discard.click();
    await expect.poll(() => radio(page, builtinModelId).isChecked()).toBe(true);
    expect(await modelRow(page, 'openai/roaster-1').textContent()).not.toContain('Selected');
    expect(await save.isDisabled()).toBe(true);

    // A setting changed and changed back is no change; an empty one becomes 0 (1 for maxTokens), out of range is brought in.
    const temperature = page.getByLabel('Temperature');
    const maxTokens = page.getByLabel('Max Tokens');
    expect(await temperature.inputValue()).toBe('0.7');
    await temperature.fill('0.3');
    await page.getByText('You have unsaved changes.').waitFor();
    await temperature.fill('0.7');
    await page.getByText('No unsaved changes.').waitFor();
    await temperature.fill('');
    await temperature.blur();
    await expect.poll(() => temperature.inputValue()).toBe('0');
    await maxTokens.fill('');
    await maxTokens.blur();
    await expect.poll(() => maxTokens.inputValue()).toBe('1');
    await maxTokens.fill('99999');
    await maxTokens.blur();
    await expect.poll(() => maxTokens.inputValue()).toBe('8192');
  });

  it('Test streams a sample roast from the chosen model with the unsaved settings; Stop ends one under way; nothing is saved', async () => {
    const page = admin.page;
    await page.goto(`${app.server.url}/admin/bedrock`);
    await radio(page, 'openai/roaster-1').check();
    await page.getByLabel('Temperature').fill('0');
    await page.getByLabel('Max Tokens').fill('300');

    // Test streams a sample roast from the chosen model with the unsaved settings; Stop ends one under way.
    fake.server.behaviour = 'hang';
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Stopped', { exact: true }).waitFor();
    fake.server.behaviour = 'answer';
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect.poll(() => page.locator('.roast-box__text').textContent()).toBe('You call that a nemesis? Adorable.');
    expect(await page.locator('.roast-box__title').textContent()).toBe('Sample roast from openai/roaster-1');
    const request = completions().at(-1)!.body as {
      model: string;
      temperature: number;
      messages: { content: string }[];
    };
    expect(request).toMatchObject({ model: 'roaster-1', temperature: 0 });
    expect(request.messages.map((message) => message.content).join('\n')).toContain(sampleNemesis.nemesisName);
    // Testing saved nothing.
    expect(await modelRow(page, builtinModelId).textContent()).toContain('Active');
    await expectCleanPage(page, admin.errors, 'model screen after a test');
  });

  it("Save: the spec's message, the Active badge moves to the saved model, and the reloaded config has nothing unsaved", async () => {
    const page = admin.page;
    await page.goto(`${app.server.url}/admin/bedrock`);
    await radio(page, 'openai/roaster-1').check();
    const temperature = page.getByLabel('Temperature');
    const maxTokens = page.getByLabel('Max Tokens');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await temperature.fill('0');
    await maxTokens.fill('300');

    // Save: the spec's message, the Active badge moves, and the reloaded config has nothing unsaved.
    await save.click();
    await page.getByText('Configuration Saved').waitFor();
    await page
      .getByText(
        'Bedrock model configuration has been updated successfully. The new settings will be used for all AI operations.',
      )
      .waitFor();
    // Save is disabled now: the news has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Configuration Saved');
    await expect.poll(() => modelRow(page, 'openai/roaster-1').textContent()).toContain('Active');
    expect(await modelRow(page, 'openai/roaster-1').textContent()).not.toContain('Selected');
    expect(await modelRow(page, builtinModelId).textContent()).not.toContain('Active');
    expect(await save.isDisabled()).toBe(true);
    expect(await maxTokens.inputValue()).toBe('300');
    expect(await temperature.inputValue()).toBe('0');

    // After a reload the page shows the saved config.
    await page.reload();
    await expect.poll(() => radio(page, 'openai/roaster-1').isChecked()).toBe(true);
    expect(await maxTokens.inputValue()).toBe('300');
  });

  it('Refresh List asks the providers again: new models appear, a provider that stops answering is named and the active model stays listed', async () => {
    const page = admin.page;
    await page.goto(`${app.server.url}/admin/bedrock`);
    await radio(page, 'openai/roaster-1').waitFor();
    fake.server.models = ['roaster-1', 'roaster-2'];
    const refresh = page.getByRole('button', { name: 'Refresh List' });
    await refresh.click();
    await radio(page, 'openai/roaster-2').waitFor();

    fake.server.behaviour = 'fail';
    await refresh.click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Some providers did not answer' }).textContent())
      .toContain(`openai at ${fake.server.url}`);
    expect(await radio(page, 'openai/roaster-2').count()).toBe(0);
    expect(await modelRow(page, 'openai/roaster-1').textContent()).toContain('not offered now');
    fake.server.behaviour = 'answer';
    await refresh.click();
    await radio(page, 'openai/roaster-2').waitFor();
  });

  it("says when the models cannot be loaded, with the spec's text, and Try Again loads them", async () => {
    // A fresh page: the service worker controls pages only from their next load, so page.route sees this page's calls.
    const { page } = await openPageAs(app, admin.client);
    await page.route('**/api/admin/bedrock/models*', (route) => route.abort('connectionrefused'));
    await page.goto(`${app.server.url}/admin/bedrock`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Configuration Error' })
      .getByText('Failed to load models. Please try refreshing.')
      .waitFor();
    await page.unroute('**/api/admin/bedrock/models*');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await radio(page, builtinModelId).waitFor();
    expect(await page.getByText('Failed to load models. Please try refreshing.').count()).toBe(0);
  });

  it('fits a 360 px screen without sideways scrolling', async () => {
    const { page, errors } = await openPageAs(app, admin.client, { viewport: { width: 360, height: 800 } });
    await page.goto(`${app.server.url}/admin/bedrock`);
    await radio(page, 'openai/roaster-1').waitFor();
    await radio(page, builtinModelId).check();
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByText('Roast ready').waitFor();
    await expectCleanPage(page, errors, 'model screen at 360 px');
  });
});
