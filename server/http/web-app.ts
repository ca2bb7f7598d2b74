import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { isSpaRoute } from '#contract/site/spa-routes.ts';
import type { PageAnswer } from './note-page.ts';
import type { PageRenderer } from './page-renderer.ts';

const oneYearSeconds = 31_536_000;

/**
 * Serves the built PWA from `root`: files as they are (hashed assets cached for a year, everything
 * else revalidated), and index.html for any other GET, with 200 for the app's routes and 404 for
 * unknown paths, so the app still renders its own 404 page. The public pages come rendered by
 * `renderer`; `pageFor` may change a page's status and HTML (a note's preview tags). API paths are
 * left to the API.
 */
export function webApp(root: string, isApiPath: (path: string) => boolean, pageFor: (path: string) => Promise<PageAnswer | undefined>, renderer: PageRenderer): Middleware {
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    if (ctx.path !== '/' && ctx.path !== '/index.html') {
      try {
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
      html = await readFile(indexFile, 'utf8');
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build` (or start with `npm start`, which builds it).';
      return;
    }
    const page = await pageFor(ctx.path);
    ctx.status = page?.status ?? (isSpaRoute(ctx.path) || ctx.path === '/index.html' ? 200 : 404);
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    // index.html itself is the bare shell (what the service worker keeps for offline navigations).
    const rendered = ctx.path === '/index.html' ? html : await renderer.page(ctx.url, html, page?.cacheKey);
    ctx.body = page ? page.html(rendered) : rendered;
  };
}
