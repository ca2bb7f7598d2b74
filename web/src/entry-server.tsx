import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Writable } from 'node:stream';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './api/query-client.ts';
import { SessionProvider } from './auth/session-provider.tsx';
import { DocumentTitleSink } from './hooks/use-document-title.ts';
import { renderedPageModules, routes } from './app/routes.tsx';
import type { LoadPage } from '#contract/site/server-render.ts';
import type { PageHandle } from './app/page-handle.ts';

const handler = createStaticHandler(routes);

/**
 * The request's path and query on a stand-in origin (the server's own is the same site). Appended,
 * not resolved: a path such as `//elsewhere/faq` stays a path of this site, not another host's.
 */
const requestUrl = (url: string) => new URL(`http://localhost${url}`);

/** Whether a path's percent-encoding is sound; the router cannot decode one that is not (`/faq%ZZ`), and no page has such a path. */
function decodable(pathname: string): boolean {
  try {
    // Its answer is used, so the bundler keeps the call (it drops an unused call of a built-in as pure).
    return decodeURI(pathname) !== '';
  } catch {
    return false;
  }
}

/**
 * The page at `url` when the server renders it (spec §2's public pages, the not-found page), else
 * undefined: its route's loaders run (the only reading of what it shows), and what its route says of
 * its document. Rendering it, the way a visitor without a session sees it, waits for every page chunk
 * (React.lazy), so the HTML holds the whole page. The server's own build of the web app (vite's SSR
 * build) runs this; it reads no browser API while rendering.
 */
export const loadPage: LoadPage = async (url, context) => {
  if (!decodable(requestUrl(url).pathname)) return undefined;
  // Loaders see the path and query. Only the routes the server renders have loaders, so for any other
  // page this is the match alone (on the handler's routes, ranked once, not at each request).
  const result = await handler.query(new Request(requestUrl(url)), { requestContext: context });
  if (result instanceof Response) throw new Error(`Rendering ${url} answered a redirect, which no public page does`);
  const route = result.matches.at(-1)?.route;
  const pageModule = route?.id === undefined ? undefined : renderedPageModules[route.id];
  if (!route?.id || !pageModule) return undefined;
  // A loader that failed (the database, say) fails the page: the server answers the bare shell, and logs why.
  const [failed] = Object.values(result.errors ?? {});
  if (failed !== undefined) throw new Error(`Rendering ${url} failed in a loader`, { cause: failed });
  const head = (route.handle as PageHandle | undefined)?.head(result.loaderData[route.id], context) ?? {};
  const hydrationData = JSON.stringify({
    loaderData: result.loaderData,
    actionData: result.actionData,
    errors: result.errors,
  });
  const render = async () => {
    const router = createStaticRouter(handler.dataRoutes, result);
    const sink: { title?: string } = {};
    const html = await renderToString(
      <StrictMode>
        <DocumentTitleSink value={sink}>
          <QueryClientProvider client={createQueryClient()}>
            <SessionProvider>
              <StaticRouterProvider router={router} context={result} hydrate={false} />
            </SessionProvider>
          </QueryClientProvider>
        </DocumentTitleSink>
      </StrictMode>,
    );
    return { html, title: sink.title };
  };
  return { pageModule, head, hydrationData, render };
};

/** The HTML of a tree once everything in it has loaded (lazy pages included), unlike react-dom's renderToString. */
function renderToString(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}
