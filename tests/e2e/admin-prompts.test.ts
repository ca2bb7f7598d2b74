import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminMessages, promptLimits } from '#contract/admin/admin-messages.ts';
import { notePath } from '#contract/notes/note-paths.ts';
import { adminEmailOf, adminEnv, adminTestPassword } from '../support/admin-clients.ts';
import { browserAvailable } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { useFakeOpenAi } from '../support/fake-openai.ts';
import { insertNotes } from '../support/insert-notes.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { useSignedInPage } from '../support/signed-in-page.ts';
import { userIdOf } from '../support/user-id-of.ts';

const available = browserAvailable();
const env: Record<string, string> = adminEnv('prompts');
const adminEmail = adminEmailOf('prompts');
// Started first: the test server is started with its URL.
const fake = useFakeOpenAi(
  env,
  { models: ['roaster-1'], chunks: ['Draft roast ', 'for the ', 'playground.'] },
  available,
);

const app = useBrowserTestServer(available, env);

/** A prompt's card, found by its heading (the prompt id). */
const card = (page: Page, promptId: string) =>
  page.locator('.prompt-card').filter({ has: page.getByRole('heading', { name: promptId, exact: true }) });
/** A version's row in a prompt's card, found by its row heading ('v2'). */
const versionRow = (page: Page, promptId: string, version: number) =>
  card(page, promptId)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^v${version}\\b`) }) });
const editor = (page: Page) => page.locator('.prompt-editor');
/** The messages under the form's fields. */
const fieldMessages = (page: Page) => editor(page).locator('.field__errors');
const field = (page: Page, label: string) => editor(page).getByLabel(label, { exact: true });
const lastMessages = () =>
  (
    fake.server.requests.filter((request) => request.path === '/v1/chat/completions').at(-1)?.body as {
      messages: { content: string }[];
    }
  ).messages;

describe.skipIf(!available)('the admin prompt screen in Chromium', () => {
  const admin = useSignedInPage(app, available, adminEmail, adminTestPassword);
  // The shipped templates, as version 1 of each roast prompt holds them.
  let shipped: Record<string, string>;
  let shippedDescription: string;
  beforeAll(async () => {
    if (!available) return;
    await admin.client.call(adminEndpoints.adminPutModel, {
      body: { modelId: 'openai/roaster-1', modelSettings: { temperature: 0.5, topP: 0.9, maxTokens: 500 } },
    });
    const { prompts } = await admin.client.call(adminEndpoints.adminPrompts);
    shipped = {
      'initial-roast': prompts['initial-roast']!.at(-1)!.promptText,
      'final-roast': prompts['final-roast']!.at(-1)!.promptText,
    };
    shippedDescription = prompts['final-roast']!.at(-1)!.description;
  });

  const openPrompts = async (page: Page) => {
    await page.goto(`${app.server.url}/admin/prompts`);
    await card(page, 'final-roast').waitFor();
  };

  it('lists each prompt with its versions, and the quick actions open the form with the shipped template', async () => {
    const page = admin.page;
    await openPrompts(page);
    const row = versionRow(page, 'initial-roast', 1);
    expect(await row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('by system');
    expect(await row.textContent()).toContain('never used');
    await expectCleanPage(page, admin.errors, 'prompt screen');

    await page.getByRole('button', { name: 'Create Final Roast Prompt' }).click();
    await editor(page).getByRole('heading', { name: 'New prompt template' }).waitFor();
    expect(await field(page, 'Prompt ID').inputValue()).toBe('final-roast');
    expect(await field(page, 'Prompt Text').inputValue()).toBe(shipped['final-roast']);
    expect(await editor(page).getByRole('button', { name: 'Create Prompt' }).isEnabled()).toBe(true);
    // The playground of a final roast also takes a story and a first roast.
    await field(page, 'Story').waitFor();
    await page.getByRole('button', { name: 'Create Initial Roast Prompt' }).click();
    await expect.poll(() => field(page, 'Prompt ID').inputValue()).toBe('initial-roast');
    expect(await field(page, 'Prompt Text').inputValue()).toBe(shipped['initial-roast']);
    expect(await field(page, 'Story').count()).toBe(0);
    await editor(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await editor(page).count()).toBe(0);
  });

  it('checks every prompt rule with its message, clears a message when its field is edited, and creates a prompt', async () => {
    const page = admin.page;
    await openPrompts(page);
    await page.getByRole('button', { name: 'New Prompt' }).click();
    const create = editor(page).getByRole('button', { name: 'Create Prompt' });
    const id = field(page, 'Prompt ID');
    const text = field(page, 'Prompt Text');
    const description = field(page, 'Description');
    expect(await create.isDisabled()).toBe(true);
    await id.fill('Bad ID');
    expect(await create.isDisabled()).toBe(true);
    await text.fill('Roast {{nemesisName}} in one line.');
    expect(await create.isEnabled()).toBe(true);
    await description.fill('d'.repeat(promptLimits.descriptionMax + 1));
    await create.click();
    await fieldMessages(page).getByText(adminMessages.promptIdFormat).waitFor();
    await fieldMessages(page).getByText(adminMessages.descriptionTooLong).waitFor();
    await expectCleanPage(page, admin.errors, 'prompt form with messages');

    // Messages clear when their field is edited, and come back by the rule on leaving it.
    await id.fill('');
    expect(await fieldMessages(page).getByText(adminMessages.promptIdFormat).count()).toBe(0);
    expect(await create.isDisabled()).toBe(true);
    await id.blur();
    await fieldMessages(page).getByText(adminMessages.promptIdRequired).waitFor();
    await description.fill('One-liners');
    expect(await fieldMessages(page).getByText(adminMessages.descriptionTooLong).count()).toBe(0);
    await text.fill('x'.repeat(promptLimits.textMax + 1));
    await text.blur();
    await fieldMessages(page).getByText(adminMessages.promptTextTooLong).waitFor();
    // A roast stage's template needs its placeholders.
    await id.fill('final-roast');
    await text.fill('Roast {{nemesisName}} again.');
    await text.blur();
    await fieldMessages(page).getByText(`${adminMessages.placeholderMissing}{{initialRoast}}`).waitFor();

    await id.fill('one-liner');
    await text.fill('Roast {{nemesisName}} in one line.');
    await create.click();
    await page.getByText('Prompt template saved successfully.').waitFor();
    expect(await editor(page).count()).toBe(0);
    // The form is gone: the news has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('Prompt template saved successfully.');
    // The first version of a new prompt is the active one.
    expect(await versionRow(page, 'one-liner', 1).textContent()).toContain('Active');
    expect(await versionRow(page, 'one-liner', 1).textContent()).toContain(`by ${adminEmail}`);
  });

  it('edits the active version into a new active one, compares the two, reverts to the first (active again) and activates; unticked, a new version waits', async () => {
    const page = admin.page;
    await openPrompts(page);
    const makeActive = editor(page).getByLabel('Make this version active when saved');
    await card(page, 'initial-roast').getByRole('button', { name: 'Edit Active Version' }).click();
    await editor(page).getByRole('heading', { name: 'New version of initial-roast' }).waitFor();
    expect(await field(page, 'Prompt ID').getAttribute('readonly')).not.toBeNull();
    expect(await field(page, 'Prompt Text').inputValue()).toBe(shipped['initial-roast']);
    // A new version says what it changes: it does not start with the active one's description, and an edit is meant to take effect.
    expect(await field(page, 'Description').inputValue()).toBe('');
    expect(await makeActive.isChecked()).toBe(true);
    const edited = shipped['initial-roast']!.replace('3 to 5 sentences', 'Exactly 2 sentences');
    await field(page, 'Prompt Text').fill(edited);
    await field(page, 'Description').fill('Shorter roasts');
    await editor(page).getByRole('button', { name: 'Save New Version' }).click();
    await page.getByText('Prompt template saved successfully.').waitFor();
    const v2 = versionRow(page, 'initial-roast', 2);
    expect(await v2.textContent()).toContain('Shorter roasts');
    expect(await v2.textContent()).toContain('Active');
    expect(await versionRow(page, 'initial-roast', 1).textContent()).not.toContain('Active');
    // The active version's text is the one in use: nothing to revert to, nor to activate.
    expect(await v2.getByRole('button').allTextContents()).toEqual(['View version 2']);
    expect(
      (await admin.client.call(adminEndpoints.adminPrompts)).prompts['initial-roast']?.find(
        (version) => version.isActive,
      )?.promptText,
    ).toBe(edited);

    // The diff: the changed line removed (-) and added (+), the rest unchanged.
    await card(page, 'initial-roast').getByRole('button', { name: 'Compare Versions' }).click();
    const diff = card(page, 'initial-roast').locator('.prompt-diff');
    await diff.getByText('From version 1 to version 2: 1 line added, 1 removed.').waitFor();
    const removed = diff.locator('.prompt-diff__line--removed');
    const added = diff.locator('.prompt-diff__line--added');
    expect(await removed.count()).toBe(1);
    expect(await added.count()).toBe(1);
    expect(await removed.locator('.prompt-diff__marker').textContent()).toBe('-');
    expect(await removed.textContent()).toContain('3 to 5 sentences');
    expect(await added.locator('.prompt-diff__marker').textContent()).toBe('+');
    expect(await added.textContent()).toContain('Exactly 2 sentences');
    await diff.getByLabel('With').selectOption('1');
    await diff.getByText('Versions 1 and 1 are the same.').waitFor();
    await expectCleanPage(page, admin.errors, 'prompt screen with a diff');

    // Revert To loads version 1's text; saving it as it opens makes a new version 3, the active one.
    await versionRow(page, 'initial-roast', 1).getByRole('button', { name: 'Revert To' }).click();
    await editor(page).getByRole('heading', { name: 'New version of initial-roast' }).waitFor();
    expect(await field(page, 'Description').inputValue()).toBe('Reverted to version 1');
    expect(await field(page, 'Prompt Text').inputValue()).toBe(shipped['initial-roast']);
    expect(await makeActive.isChecked()).toBe(true);
    await editor(page).getByRole('button', { name: 'Save New Version' }).click();
    await page.getByText('Prompt template saved successfully.').waitFor();
    expect(await versionRow(page, 'initial-roast', 3).textContent()).toContain('Active');
    expect(await versionRow(page, 'initial-roast', 3).textContent()).toContain('Reverted to version 1');
    expect(await versionRow(page, 'initial-roast', 2).textContent()).not.toContain('Active');

    // Activate version 2.
    await versionRow(page, 'initial-roast', 2).getByRole('button', { name: 'Activate' }).click();
    await card(page, 'initial-roast').getByText('Prompt version activated successfully.').waitFor();
    // Its Activate button is gone: the news has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('Prompt version activated successfully.');
    await expect.poll(() => versionRow(page, 'initial-roast', 2).textContent()).toContain('Active');
    expect(await versionRow(page, 'initial-roast', 3).textContent()).not.toContain('Active');

    // Unticked, a new version is saved and waits: the active one stays.
    await card(page, 'initial-roast').getByRole('button', { name: 'Edit Active Version' }).click();
    await makeActive.uncheck();
    await field(page, 'Description').fill('For later');
    await editor(page).getByRole('button', { name: 'Save New Version' }).click();
    await page.getByText('Prompt template saved successfully.').waitFor();
    expect(await versionRow(page, 'initial-roast', 4).textContent()).not.toContain('Active');
    expect(await versionRow(page, 'initial-roast', 2).textContent()).toContain('Active');
  });

  it('shows a version read-only, with who saved it, when, and the notes it wrote, without opening the form or a diff', async () => {
    const page = admin.page;
    await insertNotes(app.database, await userIdOf(app.database, adminEmail), 7, 'prompts');
    await openPrompts(page);
    await versionRow(page, 'final-roast', 1).getByRole('button', { name: 'View version 1' }).click();
    const view = card(page, 'final-roast').getByRole('region', { name: /^Version 1 of final-roast/ });
    await view.getByText('7 notes; the newest 5:').waitFor();
    expect(await view.getByRole('heading').textContent()).toContain('Active');
    expect(await view.getByRole('region', { name: 'Text of version 1' }).textContent()).toBe(shipped['final-roast']);
    expect(await view.textContent()).toContain('by system');
    expect(await view.textContent()).toContain(shippedDescription);
    const links = view.getByRole('link');
    expect(await links.allTextContents()).toEqual(['Rival 6', 'Rival 5', 'Rival 4', 'Rival 3', 'Rival 2']);
    expect(await links.first().getAttribute('href')).toBe(notePath({ shortUuid: 'pg006', vanityUrl: 'page-6' }));
    // Viewing changes nothing and starts nothing.
    expect(await editor(page).count()).toBe(0);
    expect(await page.locator('.prompt-diff').count()).toBe(0);
    await expectCleanPage(page, admin.errors, 'a version read-only');

    // A version of a prompt no note records: its description and author, no notes.
    await versionRow(page, 'initial-roast', 2).getByRole('button', { name: 'View version 2' }).click();
    const other = card(page, 'initial-roast').getByRole('region', { name: /^Version 2 of initial-roast/ });
    await other.getByText('0 notes').waitFor();
    expect(await other.textContent()).toContain('Shorter roasts');
    expect(await other.textContent()).toContain(`by ${adminEmail}`);
    await other.getByRole('button', { name: 'Close version 2' }).click();
    await other.waitFor({ state: 'detached' });

    await links.first().click();
    await page.getByText('A final roast.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/notes/pg006/page-6');
  });

  it("refuses a save and an activation based on versions another admin has changed since, with the spec's conflict message", async () => {
    const page = admin.page;
    await admin.client.call(adminEndpoints.adminCreatePrompt, {
      body: { promptId: 'contested', promptText: 'Roast {{nemesisName}} in one line.', basedOnVersion: 0 },
    });
    await openPrompts(page);
    await card(page, 'contested').getByRole('button', { name: 'Edit Active Version' }).click();
    await field(page, 'Prompt Text').fill('Roast {{nemesisName}} in two lines.');
    // Meanwhile, another admin saves a version (made active).
    await admin.client.call(adminEndpoints.adminCreatePrompt, {
      body: { promptId: 'contested', promptText: 'Roast {{nemesisName}} briefly.', activate: true, basedOnVersion: 1 },
    });
    await editor(page).getByRole('button', { name: 'Save New Version' }).click();
    await editor(page).getByText('Operation Error').waitFor();
    await editor(page).getByText(adminMessages.conflict).waitFor();
    // What was typed is kept.
    expect(await field(page, 'Prompt Text').inputValue()).toBe('Roast {{nemesisName}} in two lines.');
    await editor(page).getByRole('button', { name: 'Cancel' }).click();

    // The list is as loaded; after Refresh it shows version 2 active, and another admin then activates version 1: activating it from the stale screen is refused.
    await versionRow(page, 'contested', 1).waitFor();
    expect(await versionRow(page, 'contested', 2).count()).toBe(0);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await versionRow(page, 'contested', 2).waitFor();
    await admin.client.call(adminEndpoints.adminActivatePrompt, {
      params: { promptId: 'contested' },
      body: { version: 1, basedOnActiveVersion: 2 },
    });
    await versionRow(page, 'contested', 1).getByRole('button', { name: 'Activate' }).click();
    await card(page, 'contested').getByText(adminMessages.conflict).waitFor();
    // The browser logs each refused request as a failed load: those two, and nothing else.
    expect(admin.errors.splice(0)).toEqual([
      expect.stringContaining('409 (Conflict)'),
      expect.stringContaining('409 (Conflict)'),
    ]);
  });

  it('the playground streams what the unsaved draft writes with the active model, with the sample details as changed', async () => {
    const page = admin.page;
    await openPrompts(page);
    await card(page, 'final-roast').getByRole('button', { name: 'Edit Active Version' }).click();
    const draft = `${shipped['final-roast']}\nPS: {{nemesisName}} has a secret lair.`;
    await field(page, 'Prompt Text').fill(draft);
    await field(page, 'Nemesis Name').fill('Lex Luthor');
    await field(page, 'Story').fill('He bought my favourite bakery and turned it into a lair.');
    await editor(page).getByRole('button', { name: 'Try Draft' }).click();
    await expect
      .poll(() => editor(page).locator('.roast-box__text').textContent())
      .toBe('Draft roast for the playground.');
    const sent = lastMessages()
      .map((message) => message.content)
      .join('\n');
    expect(sent).toContain('PS: Lex Luthor has a secret lair.');
    expect(sent).toContain('He bought my favourite bakery and turned it into a lair.');
    // Trying saved nothing.
    expect(await versionRow(page, 'final-roast', 2).count()).toBe(0);
    await expectCleanPage(page, admin.errors, 'prompt form with a playground roast');

    // A draft that cannot be saved cannot be tried either.
    await field(page, 'Prompt Text').fill('Roast {{nemesisName}}.');
    await editor(page).getByText(`To try the draft: ${adminMessages.placeholderMissing}{{initialRoast}}`).waitFor();
    expect(await editor(page).getByRole('button', { name: 'Try Draft' }).isDisabled()).toBe(true);
  });

  it("says when the prompts cannot be loaded, with the spec's text, and Try Again loads them", async () => {
    // A fresh page: the service worker controls pages only from their next load, so page.route sees this page's calls.
    const { page } = await openPageAs(app, admin.client);
    await page.route('**/api/admin/prompts', (route) => route.abort('connectionrefused'));
    await page.goto(`${app.server.url}/admin/prompts`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Configuration Error' })
      .getByText('Failed to load prompt templates. Please try refreshing.')
      .waitFor();
    await page.unroute('**/api/admin/prompts');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await card(page, 'final-roast').waitFor();
    expect(await page.getByText('Failed to load prompt templates. Please try refreshing.').count()).toBe(0);
  });

  it('fits a 360 px screen without sideways scrolling, with the form, the playground and a diff open', async () => {
    for (const [basedOnVersion, promptText] of [
      'Roast {{nemesisName}}.',
      'Roast {{nemesisName}}, {{nemesisAge}}.',
    ].entries()) {
      await admin.client.call(adminEndpoints.adminCreatePrompt, {
        body: { promptId: 'narrow', promptText, basedOnVersion },
      });
    }
    const { page, errors } = await openPageAs(app, admin.client, { viewport: { width: 360, height: 800 } });
    await openPrompts(page);
    await card(page, 'narrow').getByRole('button', { name: 'Compare Versions' }).click();
    await card(page, 'narrow').locator('.prompt-diff__line--added').waitFor();
    await card(page, 'narrow').getByRole('button', { name: 'Edit Active Version' }).click();
    await editor(page).getByRole('button', { name: 'Try Draft' }).click();
    await expect
      .poll(() => editor(page).locator('.roast-box__text').textContent())
      .toBe('Draft roast for the playground.');
    await expectCleanPage(page, errors, 'prompt screen at 360 px');
  });
});
