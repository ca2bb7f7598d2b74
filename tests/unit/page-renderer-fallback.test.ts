import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageRenderer } from '../../server/http/pages/page-renderer.ts';
import { catchLog } from '../support/log-catcher.ts';

const indexHtml = await readFile(new URL('../../web/index.html', import.meta.url), 'utf8');

// A server build whose note page loads (its head says what crawlers read) and then fails to render.
const folder = mkdtempSync(path.join(tmpdir(), 'nemesis-render-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
mkdirSync(path.join(folder, 'dist-ssr'));
mkdirSync(path.join(folder, 'dist', '.vite'), { recursive: true });
writeFileSync(path.join(folder, 'dist', '.vite', 'manifest.json'), '{}');
writeFileSync(
  path.join(folder, 'dist-ssr', 'entry-server.js'),
  `export async function loadPage() {
    return {
      pageModule: 'src/pages/note/note-page.tsx',
      head: {
        status: 200,
        preview: {
          title: 'A roast for <Gary> · Nemesis Day',
          description: 'Gary replies all.',
          canonicalUrl: 'https://nemesis.test/notes/abcde',
          imageUrl: 'https://nemesis.test/card.png',
        },
      },
      hydrationData: '{}',
      render: async () => { throw new Error('the renderer broke'); },
    };
  }`,
);

describe('a page whose rendering fails', () => {
  it("answers the bare shell with the note's title and preview tags, not kept, and logs why", async () => {
    const log = catchLog('warn');
    const renderer = createPageRenderer({
      webDistDir: path.join(folder, 'dist'),
      logger: log.logger,
      loadNote: async () => undefined,
      siteInfo: () => {
        throw new Error('not asked');
      },
      publicBaseUrl: 'https://nemesis.test',
    });
    const page = await renderer.page('/notes/abcde', indexHtml);
    const { html, keep } = await page.html();
    expect(keep).toBe(false);
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>A roast for &#60;Gary&#62; · Nemesis Day</title>']);
    expect(html).toContain('<meta property="og:title" content="A roast for &#60;Gary&#62; · Nemesis Day" />');
    expect(html).toContain('<div id="root"></div>');
    expect(log.entries().map((entry) => entry.msg)).toEqual(['server rendering failed; answered the app shell']);
  });
});
