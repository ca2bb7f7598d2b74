import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { isSpaRoute } from '#contract/site/spa-routes.ts';
import { createKeptPages } from './kept-pages.ts';
import type { PageRenderer } from './page-renderer.ts';

const oneYearSeconds = 31_536_000;

/**
 * Serves the built PWA from `root`: files as they are or their compressed copies (hashed assets cached
 * for a year, everything else revalidated), and index.html for any other GET, with 200 for the app's
 * routes and 404 for unknown paths, so the app still renders its own 404 page. The public pages come rendered by
 * `renderer`, with the status and head their routes give (a note's: 404 or 410 when it is not shown,
 * its preview tags when it is). Pages are kept as answered, compressed once, up to `pageCacheBytes`.
 * API paths are left to the API.
 */
export function webApp(
  root: string,
  isApiPath: (path: string) => boolean,
  renderer: PageRenderer,
  pageCacheBytes: number,
): Middleware {
  const indexFile = path.join(root, 'index.html');
  const kept = createKeptPages(pageCacheBytes);
  // Read once, like the rest of the build the server holds (a new build takes a restart, as `npm start` does).
  let indexHtml: string | undefined;
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    // Every file of the build has a dot in its name; the app's routes have none, and skip the file lookup.
    if (ctx.path !== '/index.html' && path.posix.basename(ctx.path).includes('.')) {
      try {
        // The build's text files lie beside their Brotli and gzip copies (web/precompress.ts), sent as they are.
        ctx.vary('Accept-Encoding');
        await send(ctx, ctx.path, {
          root,
          index: false,
          setHeaders: (res, filePath) => {
            const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
            res.setHeader('Cache-Control', hashed ? `public, max-age=${oneYearSeconds}, immutable` : 'no-cache');
          },
        });
        // koa-send declines folders and dot-files without an error: those fall through to the app's 404.
        if (ctx.body != null) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
    }
    let html: string;
    try {
      html = indexHtml ??= await readFile(indexFile, 'utf8');
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build` (or start with `npm start`, which builds it).';
      return;
    }
    // index.html itself is the bare shell (what the service worker keeps for offline navigations).
    const page = ctx.path === '/index.html' ? undefined : await renderer.page(ctx.url, html);
    ctx.status = page?.status ?? (isSpaRoute(ctx.path) || ctx.path === '/index.html' ? 200 : 404);
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    // A page is kept under what its loaders answered (a note's page under its note, or why it is not
    // shown: hiding, restoring or deleting it changes the key at once) and its address.
    const key = `${page?.key ?? 'shell'} ${ctx.url}`;
    const answer = await kept.html(key, page ? page.html : async () => ({ html, keep: true }));
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    const encoded = encoding === 'br' || encoding === 'gzip' ? kept.encoded(key, encoding) : undefined;
    ctx.vary('Accept-Encoding');
    if (encoded) ctx.set('Content-Encoding', encoding as string);
    ctx.body = encoded ?? answer;
  };
}
