import { requestMessages } from '#contract/api/error-catalogue.ts';
import Router from '@koa/router';
import Koa from 'koa';
import { isApiPath } from '#contract/api/endpoint.ts';
import { oneClickStopPath } from '#contract/forms/forms-endpoints.ts';
import { isNoteKey } from '#contract/notes/note-limits.ts';
import type { RenderedNote } from '#contract/notes/rendered-note.ts';
import { AppError } from './app-error.ts';
import type { Container } from './container.ts';
import { accessCheck } from './http/routing/access-check.ts';
import { apiRouteList } from './http/routing/api-route-list.ts';
import type { ApiRoute } from './http/routing/api-route-list.ts';
import type { AuthState } from './http/middleware/authenticate.ts';
import { authenticate } from './http/middleware/authenticate.ts';
import { compressAnswers } from './http/middleware/compress-answers.ts';
import { sessionCookie } from './http/cookies/cookies.ts';
import { csrfGuard } from './http/middleware/csrf-guard.ts';
import { deviceCookie } from './http/cookies/device-cookie.ts';
import { socialFlowCookie } from './http/cookies/social-flow-cookie.ts';
import { errorHandler } from './http/middleware/error-handler.ts';
import { createPageRenderer } from './http/pages/page-renderer.ts';
import { parseBody } from './http/middleware/parse-body.ts';
import { pendingSignInCookie } from './http/cookies/pending-sign-in-cookie.ts';
import { refuseNul } from './http/middleware/refuse-nul.ts';
import { metricsEndpoint } from './http/middleware/metrics-endpoint.ts';
import { requestLogger } from './http/middleware/request-logger.ts';
import { requestMetrics } from './http/middleware/request-metrics.ts';
import { securityHeaders } from './http/middleware/security-headers.ts';
import { signUpCookie } from './http/cookies/sign-up-cookie.ts';
import { webApp } from './http/pages/web-app.ts';
import { apiDocsRoutes } from './routes/api-docs-routes.ts';
import { adminConfigRoutes } from './routes/admin-config-routes.ts';
import { adminPromptRoutes } from './routes/admin-prompt-routes.ts';
import { adminModerationRoutes } from './routes/admin-moderation-routes.ts';
import { adminUserRoutes } from './routes/admin-user-routes.ts';
import { adminReportRoutes } from './routes/admin-report-routes.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { deviceLoginRoutes } from './routes/device-login-routes.ts';
import { formsRoutes } from './routes/forms-routes.ts';
import { mfaRoutes } from './routes/mfa-routes.ts';
import { moderationRoutes } from './routes/moderation-routes.ts';
import { noteRoutes } from './routes/note-routes.ts';
import { noteSharingRoutes } from './routes/note-sharing-routes.ts';
import { reactionRoutes } from './routes/reaction-routes.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { accountDataRoutes } from './routes/account-data-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { siteRoutes } from './routes/site-routes.ts';
import { siteInfo } from './services/operations/site-info.ts';
import { socialRoutes } from './routes/social-routes.ts';
import { userRoutes } from './routes/user-routes.ts';

/** The Koa app, and the routes its API router answers. */
export interface App {
  app: Koa<AuthState>;
  apiRoutes: ApiRoute[];
}

/** Builds the Koa app from the container's services: API routes under /api, the PWA for everything else. */
export function createApp(container: Container): App {
  const { config, logger, sessions, accounts, signIn, accessTokens, roasts, notes } = container;
  const https = config.publicBaseUrl.startsWith('https:');
  const cookie = sessionCookie(https);
  const device = deviceCookie(https, container.deviceTokens);

  const app = new Koa<AuthState>();
  app.proxy = config.trustProxy;
  // Only the address the proxy itself saw counts: entries further left in X-Forwarded-For are the client's to invent.
  app.maxIpsCount = 1;
  app.silent = true; // the error handler logs; Koa's default handler would print stack traces to stderr
  app.use(securityHeaders({ https }));
  app.use(requestLogger(logger));
  if (config.metricsToken) app.use(requestMetrics(container.metrics));
  app.use(compressAnswers());
  app.use(errorHandler(logger, container.clock));
  app.use(apiFallbacks);

  const api = new Router<AuthState>();
  api.use(parseBody());
  api.use(refuseNul);
  api.use(authenticate(sessions, cookie));
  api.use(csrfGuard([new URL(config.publicBaseUrl).origin], [oneClickStopPath]));
  const routing = { access: accessCheck(container.adminCheck), checkAnswers: config.selfChecks };
  const groups = [
    healthRoutes(routing, container.health),
    siteRoutes(routing, config, container.clock),
    apiDocsRoutes(routing),
    authRoutes({
      routing,
      accounts,
      deletion: container.accountDeletion,
      signIn,
      sessions,
      accessTokens,
      cookie,
      device,
      signUpCookie: signUpCookie(https),
      afterAnswer: container.answerFirst.afterAnswer,
    }),
    mfaRoutes({ routing, mfa: container.mfa, passkeys: container.passkeys, signIn, cookie, device }),
    socialRoutes({
      routing,
      social: container.social,
      signIn,
      cookie,
      device,
      flowCookie: socialFlowCookie(https),
      pendingCookie: pendingSignInCookie(https),
      logger,
    }),
    accountDataRoutes({
      routing,
      emailChange: container.emailChange,
      exporter: container.accountExporter,
      device,
      afterAnswer: container.answerFirst.afterAnswer,
    }),
    sessionRoutes(routing, container.signedInDevices),
    deviceLoginRoutes(routing, container.deviceLogins),
    userRoutes(routing, accounts),
    noteRoutes({
      routing,
      roasts,
      notes,
      seals: container.noteSeals,
      cards: container.cards,
      logger,
      streams: container.eventStreams,
    }),
    noteSharingRoutes({ routing, sharing: container.sharing }),
    moderationRoutes({ routing, reports: container.noteReports, device }),
    reactionRoutes({ routing, reactions: container.reactions, device }),
    formsRoutes({
      routing,
      appreciation: container.appreciation,
      contact: container.contact,
      stopList: container.stopList,
      scheduledNotes: container.scheduledNotes,
    }),
    adminConfigRoutes({
      routing,
      config: container.adminConfig,
      lab: container.roastLab,
      logger,
      streams: container.eventStreams,
    }),
    adminPromptRoutes({
      routing,
      prompts: container.adminPrompts,
      lab: container.roastLab,
      logger,
      streams: container.eventStreams,
    }),
    adminUserRoutes({ routing, users: container.adminUsers }),
    adminModerationRoutes({ routing, moderation: container.adminModeration, adminNotes: container.adminNotes }),
    adminReportRoutes({ routing, reports: container.adminReports, audit: container.audit }),
  ];
  for (const group of groups) api.use(group.routes());
  // Every endpoint is under /api: the pages skip the router's matching altogether.
  app.use(onApiPaths(api.routes()));
  app.use(
    onApiPaths(
      api.allowedMethods({
        throw: true,
        methodNotAllowed: () => new AppError('METHOD_NOT_ALLOWED', requestMessages.methodNotAllowed),
      }),
    ),
  );
  const renderer = createPageRenderer({
    webDistDir: config.webDistDir,
    // A malformed id or custom URL is no note's (the page says why) and is never looked up.
    loadNote: async (shortUuid) =>
      isNoteKey(shortUuid) ? notes.read(shortUuid, undefined).catch(noNoteToRender) : undefined,
    siteInfo: () => siteInfo(config, container.clock),
    publicBaseUrl: config.publicBaseUrl,
    logger,
  });
  app.use(metricsEndpoint(container.metrics, config.metricsToken));
  app.use(webApp(config.webDistDir, isApiPath, renderer, config.pageCacheBytes));
  return { app, apiRoutes: apiRouteList(api) };
}

/** A note that is not there (or is hidden) renders as the note's API answers it; any other failure stays one. */
function noNoteToRender(error: unknown): RenderedNote {
  if (error instanceof AppError && (error.code === 'NOTE_NOT_FOUND' || error.status === 410)) {
    return { failure: { status: error.status, body: { error: error.code, message: error.message } } };
  }
  throw error;
}

/** Runs the router's middleware for /api paths only. */
const onApiPaths =
  <RouterContext>(middleware: (ctx: RouterContext, next: Koa.Next) => unknown): Koa.Middleware<AuthState> =>
  (ctx, next) =>
    // The router's own context (params, router) is what it adds itself when it runs.
    isApiPath(ctx.path) ? middleware(ctx as unknown as RouterContext, next) : next();

/**
 * An /api path that nothing answered is a JSON 404, never the web app; an OPTIONS that the router
 * answered (its Allow header) is 204 No Content rather than an empty 200.
 */
const apiFallbacks: Koa.Middleware = async (ctx, next) => {
  await next();
  if (!isApiPath(ctx.path)) return;
  if (ctx.status === 404 && ctx.body == null)
    throw new AppError('NOT_FOUND', `No API endpoint ${ctx.method} ${ctx.path}`);
  if (ctx.method === 'OPTIONS' && ctx.status === 200 && !ctx.body) ctx.status = 204;
};
