import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadPage, ServerLoadContext } from '#contract/site/server-render.ts';
import { escapeHtml } from '../../escape-html.ts';
import type { Logger } from '../../logger.ts';
import { injectNoteMeta } from '../../og/note-meta.ts';
import { loadOnce } from '../../load-once.ts';

/** What the web app's server build (web/src/entry-server.tsx) offers. */
interface ServerEntry {
  loadPage: LoadPage;
}

/**
 * How a path is answered: its status when its route says (else by its path), the key its HTML is
 * kept under, and its HTML when none is kept (`keep` false for a failure's bare shell).
 */
export interface PageToAnswer {
  status: number | undefined;
  key: string;
  html(): Promise<{ html: string; keep: boolean }>;
}

/** One chunk of the browser build, as Vite's manifest lists it. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * Renders the public pages on the server (React's server renderer over the app's own routes, built
 * into web/dist-ssr) into index.html: the page's markup in #root, the router's data beside it, and the
 * page chunk's styles and code linked in the head, so the page shows before any JavaScript runs and
 * the browser hydrates it. Any other path, or a failure, answers the bare app shell.
 */
export function createPageRenderer(options: ServerLoadContext & { webDistDir: string; logger: Logger }) {
  const entryFile = path.join(path.dirname(options.webDistDir), 'dist-ssr', 'entry-server.js');
  /** The server build and the browser build's manifest, loaded on the first page (the server starts without React's renderer); tried again after a failure. */
  const load = loadOnce(() =>
    Promise.all([
      import(pathToFileURL(entryFile).href) as Promise<ServerEntry>,
      readFile(path.join(options.webDistDir, '.vite', 'manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as Record<string, ManifestChunk>,
      ),
    ]).then(([entry, manifest]) => ({ entry, manifest })),
  );

  /** The style sheets and code chunks of a page's chunk and the chunks it imports, but for the entry's own (index.html links those). */
  function pageAssets(
    manifest: Record<string, ManifestChunk>,
    pageModule: string,
  ): { styles: string[]; scripts: string[] } {
    const styles = new Set<string>();
    const scripts = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || key === 'index.html' || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(pageModule);
    return { styles: [...styles].map((file) => `/${file}`), scripts: [...scripts].map((file) => `/${file}`) };
  }

  /** index.html with the page's markup in #root, the router's data beside it and its assets linked. */
  function intoIndex(
    indexHtml: string,
    pageModule: string,
    manifest: Record<string, ManifestChunk>,
    html: string,
    hydrationData: string,
  ): string {
    // As JSON inside a script element: `<` escaped, so no text of a note can close the element.
    const data = `<script type="application/json" id="router-data">${hydrationData.replace(/</g, '\\u003c')}</script>`;
    const page = pageAssets(manifest, pageModule);
    // The page is in the HTML, so only its style sheets come before the first paint. The app's code
    // (index.html's entry and preloads, and the page's chunks) is fetched and run once the page has
    // painted (web/public/hydrate-after-paint.js): a phone on a slow link shows the page before it
    // downloads the code that hydrates it, and no download competes with the style sheets.
    const shellStyles = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map(
      (match) => match[1]!,
    );
    const shellPreloads = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map(
      (match) => match[1]!,
    );
    const appEntry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(indexHtml)?.[1];
    if (!appEntry) throw new Error('index.html has no entry script');
    const styles = [...shellStyles, ...page.styles].map((href) => `<link rel="stylesheet" href="${href}">`).join('');
    const code = `<script src="/hydrate-after-paint.js" data-entry="${appEntry}" data-preload="${[...new Set([...shellPreloads, ...page.scripts])].join(' ')}" defer></script>`;
    const head = indexHtml
      .replace(/\s*<(?:link rel="(?:stylesheet|modulepreload)"|script type="module")[^>]*>(?:<\/script>)?/g, '')
      .replace('</head>', `${styles}${code}</head>`);
    return head.replace('<div id="root"></div>', `<div id="root">${html}</div>${data}`);
  }

  /** The bare shell, answered when rendering fails (and not kept): the browser renders the page itself. */
  const shell = (html: string, url: string, error: unknown) => {
    options.logger.warn({ err: error, url }, 'server rendering failed; answered the app shell');
    return { html, keep: false };
  };

  return {
    /**
     * How `url` is answered: a page the server renders runs its route's loaders (on every request, so
     * a note deleted or hidden shows at once) and is kept under what they answered, with its head
     * (status, preview tags) from its route; any other path is index.html as it is. A failure answers
     * the bare shell, and is logged.
     */
    async page(url: string, indexHtml: string): Promise<PageToAnswer> {
      const context = { loadNote: options.loadNote, siteInfo: options.siteInfo, publicBaseUrl: options.publicBaseUrl };
      let loaded;
      try {
        const { entry, manifest } = await load();
        loaded = { manifest, page: await entry.loadPage(url, context) };
      } catch (error) {
        const failed = shell(indexHtml, url, error);
        return { status: undefined, key: 'failed', html: async () => failed };
      }
      const { manifest, page } = loaded;
      if (!page) return { status: undefined, key: 'shell', html: async () => ({ html: indexHtml, keep: true }) };
      // Crawlers read a note's preview tags, and run no JavaScript; the shell keeps them if rendering fails.
      // The title is the page's own (set as it renders), or its preview's when the bare shell is answered.
      const withHead = (html: string, title: string | undefined) => {
        const titled =
          title === undefined
            ? html
            : html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
        return page.head.preview ? injectNoteMeta(titled, page.head.preview) : titled;
      };
      return {
        status: page.head.status,
        // The markup is made of the path and the loaders' data alone (a note's page: its note, or why it is not shown).
        key: createHash('sha256').update(page.hydrationData).digest('base64url'),
        html: async () => {
          try {
            const { html, title } = await page.render();
            return {
              html: withHead(intoIndex(indexHtml, page.pageModule, manifest, html, page.hydrationData), title),
              keep: true,
            };
          } catch (error) {
            return shell(withHead(indexHtml, page.head.preview?.title), url, error);
          }
        },
      };
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
