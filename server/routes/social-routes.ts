import Router from '@koa/router';
import type { Context } from 'koa';
import { socialErrorParam } from '#contract/auth/social-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { SocialFlowError } from '../auth/social-provider.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requireSession } from '../http/authenticate.ts';
import type { SessionCookie } from '../http/cookies.ts';
import type { DeviceCookie } from '../http/device-cookie.ts';
import type { PendingSignInCookie } from '../http/pending-sign-in-cookie.ts';
import type { SocialFlowCookie } from '../http/social-flow-cookie.ts';
import { validate } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import { sessionAbsoluteMs } from '../services/session-service.ts';
import type { SignInService } from '../services/sign-in-service.ts';
import type { SocialSignInService } from '../services/social-sign-in-service.ts';

const startPath = '/api/v1/auth/oidc/:provider/start';
const callbackPath = '/api/v1/auth/oidc/:provider/callback';

/**
 * Social sign-in under /api/v1/auth/oidc: the configured providers, the start of a flow (a redirect
 * to the provider) and its callback (a redirect into the app, signed in, or back to the sign-in page
 * with the reason in its query, or to the sign-in page to take a second factor's step), the step
 * waiting there; the account's linked providers under /api/v1/auth/identities.
 */
export function socialRoutes(deps: {
  social: SocialSignInService;
  signIn: SignInService;
  cookie: SessionCookie;
  device: DeviceCookie;
  flowCookie: SocialFlowCookie;
  pendingCookie: PendingSignInCookie;
  logger: Logger;
}): Router<AuthState> {
  const { social, signIn, cookie, device, flowCookie, pendingCookie, logger } = deps;
  const router = new Router<AuthState>();

  /** Back to the page the flow came from, with the reason it stopped. */
  const fail = (ctx: Context, error: unknown, page: string) => {
    const code = error instanceof SocialFlowError ? error.code : 'failed';
    if (code === 'unsupported') logger.error({ provider: ctx.params.provider }, 'unsupported social provider');
    else if (code === 'failed' || code === 'noToken') logger.warn({ provider: ctx.params.provider, err: error instanceof Error ? (error.cause ?? error) : error }, 'social sign-in failed');
    ctx.redirect(`${page}?${new URLSearchParams({ [socialErrorParam]: code })}`);
  };

  router.get(endpoints.socialProviders.path, (ctx) => {
    ctx.body = { providers: social.list() };
  });

  router.get(startPath, async (ctx) => {
    const link = ctx.query.mode === 'link';
    ctx.set('Cache-Control', 'no-store');
    try {
      const linkUser = link ? requireSession(ctx).user : undefined;
      const returnTo = typeof ctx.query.returnTo === 'string' ? ctx.query.returnTo : undefined;
      const { url, flowToken } = await social.start(ctx.params.provider!, { returnTo, linkUser });
      flowCookie.set(ctx, flowToken);
      ctx.redirect(url);
    } catch (error) {
      fail(ctx, error instanceof SocialFlowError ? error : new SocialFlowError(link ? 'signedOut' : 'failed', { cause: error }), link ? spaRoutes.account : spaRoutes.login);
    }
  });

  router.get(callbackPath, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const flowToken = flowCookie.read(ctx);
    // One use only: whatever happens, the flow is over.
    flowCookie.clear(ctx);
    try {
      const outcome = await social.finish(ctx.params.provider!, new URLSearchParams(ctx.querystring), flowToken, device.client(ctx), ctx.state.principal);
      const { sessionToken, deviceToken, response } = outcome.signIn ?? {};
      if (sessionToken) cookie.set(ctx, sessionToken, sessionAbsoluteMs / 1000);
      else if (outcome.signIn) cookie.clear(ctx);
      if (deviceToken) device.set(ctx, deviceToken);
      if (response?.challenge) pendingCookie.set(ctx, response.challenge);
      ctx.redirect(outcome.redirectTo);
    } catch (error) {
      fail(ctx, error, social.failurePage(flowToken));
    }
  });

  router.get(endpoints.pendingSignIn.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await signIn.pending(pendingCookie.read(ctx), ctx.state.principal);
  });

  router.get(endpoints.signInMethods.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await social.signInMethods(requireSession(ctx).user);
  });

  router.delete(endpoints.unlinkIdentity.path, async (ctx) => {
    const { user } = requireSession(ctx);
    await social.unlink(user, validate(ctx, endpoints.unlinkIdentity).params.provider);
    ctx.body = { ok: true };
  });

  return router;
}
