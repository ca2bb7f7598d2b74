import { createReadStream, existsSync, statSync } from 'node:fs';
import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import { openApiDocument } from '#contract/api/openapi-document.ts';
import { apiDocsPages } from '#contract/site/api-docs-routes.ts';
import { AppError } from '../app-error.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { endpointRouter } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import { shippedPath } from '../package-root.ts';
import { version } from '../version.ts';

/** Where the build puts the reference page's renderer (Scalar's standalone bundle, copied by bin/build.js). */
export const docsRendererFile = shippedPath('dist', 'api-docs', 'scalar.js');

// The renderer is a script from this server only; it sets its styles inline and draws icons from data: URLs.
const docsPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

// No outside fonts, telemetry, AI agent or MCP generator (Scalar's cloud services): the page loads nothing but this server's.
const rendererSettings = JSON.stringify({
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
});

const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nemesis Day API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<div id="api-reference" data-url="${endpoints.openApiDocument.path}" data-configuration="${rendererSettings.replaceAll('"', '&quot;')}"></div>
<script src="${apiDocsPages.apiDocsScript.path}"></script>
</body>
</html>
`;

/** The API's OpenAPI description (generated from the contract) and its reference page. */
export function apiDocsRoutes(routing: RouterSetup): Router<AuthState> {
  const { router, route, routeRaw } = endpointRouter(routing);
  // Made on its first request (tens of milliseconds a start need not pay), read once through its own schema,
  // which also types it as the endpoint's answer.
  let document: ReturnType<typeof endpoints.openApiDocument.response.parse> | undefined;
  route(
    endpoints.openApiDocument,
    () => (document ??= endpoints.openApiDocument.response.parse(openApiDocument(version))),
  );

  routeRaw(apiDocsPages.apiDocsPage, ({ ctx }) => {
    ctx.set('Content-Security-Policy', docsPolicy);
    ctx.type = 'html';
    ctx.body = docsPage;
  });

  routeRaw(apiDocsPages.apiDocsScript, ({ ctx }) => {
    if (!existsSync(docsRendererFile))
      throw new AppError('NOT_FOUND', 'The reference page is not built: run npm run build');
    const { size, mtimeMs } = statSync(docsRendererFile);
    ctx.etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/javascript';
    ctx.body = createReadStream(docsRendererFile);
  });
  return router;
}
