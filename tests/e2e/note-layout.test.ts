import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { browserAvailable, closeContexts } from '../support/browser.ts';
import type { BrowserLikeClient } from '../support/browser-like-client.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { expectCleanPage } from '../support/expect-clean-page.ts';
import { lexNote } from '../support/lex-note.ts';
import { openPageAs } from '../support/open-page-as.ts';
import { publishNote } from '../support/publish-note.ts';
import { signedInClient } from '../support/signed-in-client.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);
const password = 'rival password 1';

describe.skipIf(!available)('note pages on a phone and under axe in Chromium', () => {
  const stamp = Date.now();
  let author: BrowserLikeClient;
  let reader: BrowserLikeClient;
  const { story } = lexNote(stamp);

  let notePath: string;

  beforeAll(async () => {
    if (!available) return;
    author = await signedInClient(app, `author.${stamp}@rivals.test`, password);
    reader = await signedInClient(app, `reader.${stamp}@rivals.test`, password);
    const note = await publishNote(
      author,
      { nemesisName: 'Moriarty', nemesisAge: 50, nemesisOccupation: 'Professor' },
      'He keeps leaving cryptic notes on my desk.',
    );
    await reader.call(endpoints.recordView, { body: { shortUuid: note.shortUuid } });
    notePath = `/notes/${note.shortUuid}/${note.vanityUrl}`;
  });
  afterEach(() => closeContexts(app.browser));

  const accountList = (page: Page, name: string) =>
    page.getByRole('region', { name }).getByRole('heading', { name: 'Moriarty' }).waitFor();
  const pages: {
    who: 'author' | 'reader' | 'stranger';
    target: 'the wizard' | 'the note' | '/account';
    ready: (page: Page) => Promise<void>;
  }[] = [
    { who: 'author', target: 'the wizard', ready: (page) => page.getByLabel('Nemesis Name').waitFor() },
    { who: 'author', target: 'the note', ready: (page) => page.getByText('Only you can see this').waitFor() },
    {
      who: 'stranger',
      target: 'the note',
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Moriarty' }).waitFor(),
    },
    { who: 'author', target: '/account', ready: (page) => accountList(page, 'My Nemesis Notes') },
    { who: 'reader', target: '/account', ready: (page) => accountList(page, 'Recently Viewed Notes') },
  ];

  it.each(pages)('fits a phone and passes axe on $target as $who', async ({ who, target, ready }) => {
    const client = { author, reader, stranger: undefined }[who];
    const path = { 'the wizard': '/create-nemesis-note', 'the note': notePath, '/account': '/account' }[target];
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const { page, errors } = await openPageAs(app, client, { viewport });
      await page.goto(`${app.server.url}${path}`);
      await ready(page);
      await expectCleanPage(page, errors, `${path} as ${who} at ${viewport.width}px`);
      await page.context().close();
    }
  });

  it('fits a phone and passes axe on the wizard’s later steps', async () => {
    const { page, errors } = await openPageAs(app, author, { viewport: { width: 360, height: 740 } });
    await page.goto(`${app.server.url}/create-nemesis-note`);
    await page.getByLabel('Nemesis Name').fill('A Very Long Nemesis Name That Goes On And On Forever');
    await page.getByLabel('Age').fill('33');
    await page.getByLabel('Occupation').fill('Professional rival');
    await page.getByRole('button', { name: 'Roast Them' }).click();
    await page.getByLabel('Your Side of the Story').fill(story);
    await expectCleanPage(page, errors, 'wizard step 2 at 360px');
    await page.getByRole('button', { name: 'Sharpen the Roast' }).click();
    await page.getByLabel('Custom URL (optional)').fill('a-very-long-custom-url-x');
    await expectCleanPage(page, errors, 'wizard step 3 at 360px');
    await page.getByRole('button', { name: 'Create Note' }).click();
    await page.getByLabel('Public URL').waitFor();
    await expectCleanPage(page, errors, 'wizard success at 360px');
  });
});
