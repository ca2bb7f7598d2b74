import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { browserAvailable, closeContexts, openPage } from '../support/browser.ts';
import { useBrowserTestServer } from '../support/browser-test-server.ts';
import { lexNote } from '../support/lex-note.ts';
import { writeRoasts } from '../support/publish-note.ts';
import { signedInClient } from '../support/signed-in-client.ts';

const available = browserAvailable();
const app = useBrowserTestServer(available);

/** Each public page, its status, and a text of its own that its first HTML holds. */
const publicPages = [
  { path: '/', status: 200, text: 'February 15th', title: 'Nemesis Day' },
  { path: '/faq', status: 200, text: 'What is the plural of nemesis?', title: 'FAQ · Nemesis Day' },
  { path: '/famous-nemesises', status: 200, text: 'Famous Nemesises', title: 'Famous Nemesises · Nemesis Day' },
  { path: '/privacy-policy', status: 200, text: 'Privacy Policy', title: 'Privacy Policy · Nemesis Day' },
  { path: '/terms-of-use', status: 200, text: 'Terms of Use', title: 'Terms of Use · Nemesis Day' },
  { path: '/send-nemesis-note', status: 200, text: 'Send a Nemesis Note', title: 'Send a Nemesis Note · Nemesis Day' },
  { path: '/contact', status: 200, text: 'Contact', title: 'Contact · Nemesis Day' },
  { path: '/no-such-page', status: 404, text: 'Page Not Found', title: 'Page Not Found · Nemesis Day' },
];

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

/** The markup the server put in #root, as a browser without JavaScript gets it. */
async function firstHtml(path: string): Promise<{ status: number; root: string; html: string }> {
  const response = await fetch(`${app.server.url}${path}`);
  const html = await response.text();
  const root =
    /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="router-data">/.exec(html)?.[1] ?? '';
  return { status: response.status, root, html };
}

describe.skipIf(!available)('pages the server renders', () => {
  const stamp = Date.now();
  const { story, vanity, details } = lexNote(stamp);
  let shortUuid = '';
  let finalRoast = '';

  beforeAll(async () => {
    if (!available) return;
    const author = await signedInClient(app, `ssr.author.${stamp}@rivals.test`, 'rival password 1');
    const roasts = await writeRoasts(author, details, story);
    finalRoast = roasts.finalRoast;
    ({ shortUuid } = await author.call(endpoints.createNote, { body: { ...roasts, vanityUrl: vanity } }));
  });
  afterEach(() => closeContexts(app.browser));

  it('answers each public page with its text and title already in the HTML, and the right status', async () => {
    for (const { path, status, text, title } of publicPages) {
      const page = await firstHtml(path);
      expect(page.status, path).toBe(status);
      expect(page.root, path).toContain(text);
      expect(page.html, path).toContain(`<title>${title}</title>`);
    }
    // The legal pages hold the operator's contact and effective date, not a placeholder that loads them.
    const site = (await (await fetch(`${app.server.url}${endpoints.siteInfo.path}`)).json()) as {
      legalContact: string;
    };
    for (const path of ['/privacy-policy', '/terms-of-use']) {
      const { root } = await firstHtml(path);
      expect(root, path).toContain(`mailto:${site.legalContact}`);
      expect(root, path).not.toContain('Loading…');
    }
    // The app's other pages are the shell the browser renders.
    expect((await firstHtml('/login')).html).toContain('<div id="root"></div>');
  });

  it('puts the note’s roast in the first HTML, beside its preview tags, and never the author’s story', async () => {
    const page = await firstHtml(`/notes/${shortUuid}/${vanity}`);
    expect(page.status).toBe(200);
    expect(page.root).toContain('Lex Luthor');
    expect(page.root).toContain(escapeHtml(finalRoast.split('\n')[0]!.slice(0, 30)));
    expect(page.html).toContain('<meta property="og:title" content="A roast for Lex Luthor · Nemesis Day"');
    expect(page.html).not.toContain(story);
    // No such note: the first HTML already says so, rather than a loading screen the browser replaces.
    const missing = await firstHtml(`/notes/zzzzz`);
    expect(missing.status).toBe(404);
    expect(missing.root).toContain(errorTypeDisplay['not-found'].message);
    expect(missing.root).not.toContain('Loading nemesis note');
  });

  it.each([...publicPages.map(({ path }) => path), 'the note'])(
    'hydrates %s without a console error or React warning',
    async (named) => {
      const path = named === 'the note' ? `/notes/${shortUuid}/${vanity}` : named;
      const { page, errors } = await openPage(app.browser);
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await page.goto(`${app.server.url}${path}`);
      await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
      // The not-found page's own document answers 404, which Chromium reports as a failed load.
      expect(errors.filter((error) => !error.includes('404 (Not Found)'))).toEqual([]);
      expect(warnings).toEqual([]);
      await page.context().close();
    },
  );

  it('follows a link after hydration in the page, without loading a new document', async () => {
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/faq`);
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Use' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Terms of Use');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
