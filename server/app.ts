import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import { apiPrefix } from '#contract/api/endpoint.ts';
import type { AiProviders } from './ai/ai-providers.ts';
import { AppError } from './app-error.ts';
import { createTokenHasher } from './auth/secrets.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createAccessTokenRepository } from './db/repositories/access-token-repository.ts';
import { createChallengeRepository } from './db/repositories/challenge-repository.ts';
import { createCodeRepository } from './db/repositories/code-repository.ts';
import { createConfigRepository } from './db/repositories/config-repository.ts';
import { createGeneratedRoastRepository } from './db/repositories/generated-roast-repository.ts';
import { createNoteRepository } from './db/repositories/note-repository.ts';
import { createPromptRepository } from './db/repositories/prompt-repository.ts';
import { createRateLimitRepository } from './db/repositories/rate-limit-repository.ts';
import { createSessionRepository } from './db/repositories/session-repository.ts';
import { createUserRepository } from './db/repositories/user-repository.ts';
import type { AuthState } from './http/authenticate.ts';
import { authenticate } from './http/authenticate.ts';
import { sessionCookie } from './http/cookies.ts';
import { csrfGuard } from './http/csrf-guard.ts';
import { errorHandler } from './http/error-handler.ts';
import { notePage } from './http/note-page.ts';
import { requestLogger } from './http/request-logger.ts';
import { securityHeaders } from './http/security-headers.ts';
import { webApp } from './http/web-app.ts';
import type { Logger } from './logger.ts';
import type { MailService } from './mail/mail-service.ts';
import { createNoteCardCache } from './og/note-card-cache.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { noteRoutes } from './routes/note-routes.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { siteRoutes } from './routes/site-routes.ts';
import { userRoutes } from './routes/user-routes.ts';
import { createAccessTokenService } from './services/access-token-service.ts';
import { createAccountService } from './services/account-service.ts';
import { createModelService } from './services/model-service.ts';
import { createNoteService } from './services/note-service.ts';
import { createPromptService, promptDir } from './services/prompt-service.ts';
import { createRoastService } from './services/roast-service.ts';
import { createRateLimiter } from './services/rate-limiter.ts';
import { createSessionService } from './services/session-service.ts';

/** What the app is built from; main.ts and tests pass their own. */
export interface AppDependencies {
  /** The AI providers (main.ts builds them from config; tests may point them at local servers). */
  providers: AiProviders;
  config: Config;
  database: Database;
  logger: Logger;
  /** Key for hashing codes and tokens (see auth/session-secret.ts). */
  sessionSecret: string;
  mail: MailService;
}

/** Builds the Koa app: API routes under /api, the PWA for everything else. */
export function createApp({ config, database, logger, sessionSecret, mail, providers }: AppDependencies): Koa<AuthState> {
  const { db } = database;
  const https = config.publicBaseUrl.startsWith('https:');
  const hasher = createTokenHasher(sessionSecret);
  const users = createUserRepository(db);
  const configs = createConfigRepository(db);
  const sessions = createSessionService({
    sessions: createSessionRepository(db),
    accessTokens: createAccessTokenRepository(db),
    users,
    configs,
    hasher,
    adminEmails: config.adminEmails,
  });
  const limiter = createRateLimiter(createRateLimitRepository(db));
  const accounts = createAccountService({
    users,
    codes: createCodeRepository(db),
    challenges: createChallengeRepository(db),
    sessions,
    limiter,
    mail,
    hasher,
    passwordPolicy: config.passwordPolicy,
  });
  const accessTokens = createAccessTokenService({ accessTokens: createAccessTokenRepository(db), hasher });
  const roasts = createRoastService({
    providers,
    models: createModelService({ configs, defaultModel: config.ai.defaultModel, firstOllamaModel: (signal) => providers.firstOllamaModel(signal) }),
    prompts: createPromptService({ prompts: createPromptRepository(db), promptDir }),
    roasts: createGeneratedRoastRepository(db),
    limiter,
    hasher,
    timeoutMs: config.ai.timeoutMs,
    logger,
  });
  const notes = createNoteService({ notes: createNoteRepository(db), roasts, limiter, publicBaseUrl: config.publicBaseUrl });
  const cookie = sessionCookie(https);

  const app = new Koa<AuthState>();
  app.proxy = config.trustProxy;
  // Only the address the proxy itself saw counts: entries further left in X-Forwarded-For are the client's to invent.
  app.maxIpsCount = 1;
  app.silent = true; // the error handler logs; Koa's default handler would print stack traces to stderr
  app.use(securityHeaders({ https }));
  app.use(requestLogger(logger));
  // Brotli at quality 4 compresses close to gzip -9 at a fraction of the CPU of its default 11.
  app.use(compress({ threshold: 1024, br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } }));
  app.use(errorHandler(logger));
  app.use(apiNotFound);

  const api = new Router<AuthState>();
  api.use(bodyParser({ enableTypes: ['json'], jsonLimit: '64kb', encoding: 'utf-8' }));
  api.use(authenticate(sessions, cookie));
  api.use(csrfGuard([new URL(config.publicBaseUrl).origin]));
  const groups = [
    healthRoutes(database.db),
    siteRoutes(config),
    authRoutes({ accounts, sessions, accessTokens, cookie }),
    userRoutes(accounts),
    noteRoutes({ roasts, notes, cards: createNoteCardCache(), logger }),
  ];
  for (const group of groups) api.use(group.routes());
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true, methodNotAllowed: () => new AppError('METHOD_NOT_ALLOWED', 'This method is not allowed here') }));
  app.use(webApp(config.webDistDir, isApiPath, notePage(notes, config.publicBaseUrl)));
  return app;
}

function isApiPath(path: string): boolean {
  return path === apiPrefix || path.startsWith(`${apiPrefix}/`);
}

/** An /api path that nothing answered is a JSON 404, never the web app. */
const apiNotFound: Koa.Middleware = async (ctx, next) => {
  await next();
  if (isApiPath(ctx.path) && ctx.status === 404 && ctx.body == null) {
    throw new AppError('NOT_FOUND', `No API endpoint ${ctx.method} ${ctx.path}`);
  }
};
