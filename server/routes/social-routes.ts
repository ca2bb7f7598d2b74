import type Router from '@koa/router';
import type { Context } from 'koa';
import { socialNavigations } from '#contract/auth/social-endpoints.ts';
import { socialErrorParam } from '#contract/auth/social-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { SocialFlowError } from '../auth/social-provider.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import type { SessionCookie } from '../http/cookies/cookies.ts';
import type { DeviceCookie } from '../http/cookies/device-cookie.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { PendingSignInCookie } from '../http/cookies/pending-sign-in-cookie.ts';
import type { SocialFlowCookie } from '../http/cookies/social-flow-cookie.ts';
import type { Logger } from '../logger.ts';
import { sessionAbsoluteMs } from '../services/auth/session-service.ts';
import type { SignInService } from '../services/auth/sign-in-service.ts';
import type { SocialSignInService } from '../services/auth/social-sign-in-service.ts';

/**
 * Social sign-in under /api/v1/auth/oidc: the configured providers, the start of a flow (a redirect
 * to the provider) and its callback (a redirect into the app, signed in, or back to the sign-in page
 * with the reason in its query, or to the sign-in page to take a second factor's step), the step
 * waiting there; the account's linked providers under /api/v1/auth/identities.
 */
export function socialRoutes(deps: {
  routing: RouterSetup;
  social: SocialSignInService;
  signIn: SignInService;
  cookie: SessionCookie;
  device: DeviceCookie;
  flowCookie: SocialFlowCookie;
  pendingCookie: PendingSignInCookie;
  logger: Logger;
}): Router<AuthState> {
  const { social, signIn, cookie, device, flowCookie, pendingCookie, logger } = deps;
  const { router, route, routeRaw } = endpointRouter(deps.routing);

  /** Back to the page the flow came from, with the reason it stopped. */
  const fail = (ctx: Context, provider: string, error: unknown, page: string) => {
    const code = error instanceof SocialFlowError ? error.code : 'failed';
    // A provider this server does not offer is the caller's mistake (a stale link, a probe): worth a line, not an error.
    if (code === 'unsupported') logger.info({ provider }, 'unsupported social provider');
    else if (code === 'failed' || code === 'noToken')
      logger.warn({ provider, err: error instanceof Error ? (error.cause ?? error) : error }, 'social sign-in failed');
    ctx.redirect(`${page}?${new URLSearchParams({ [socialErrorParam]: code })}`);
  };

  route(endpoints.socialProviders, () => ({ providers: social.list() }));

  routeRaw(socialNavigations.socialStart, async ({ params, query, principal, ctx }) => {
    const link = query.mode === 'link';
    try {
      // Linking adds to the account the browser is signed in to: a token cannot start it.
      if (link && !principal?.session) throw new SocialFlowError('signedOut');
      const { url, flowToken } = await social.start(params.provider, {
        returnTo: query.returnTo,
        linkUser: link ? principal?.user : undefined,
      });
      flowCookie.set(ctx, flowToken);
      ctx.redirect(url);
    } catch (error) {
      fail(
        ctx,
        params.provider,
        error instanceof SocialFlowError ? error : new SocialFlowError('failed', { cause: error }),
        link ? spaRoutes.account : spaRoutes.login,
      );
    }
  });

  routeRaw(socialNavigations.socialCallback, async ({ params, principal, ctx }) => {
    const flowToken = flowCookie.read(ctx);
    // One use only: whatever happens, the flow is over.
    flowCookie.clear(ctx);
    try {
      const outcome = await social.finish(
        params.provider,
        new URLSearchParams(ctx.querystring),
        flowToken,
        device.client(ctx),
        principal,
      );
      const { sessionToken, deviceToken, response } = outcome.signIn ?? {};
      if (sessionToken) cookie.set(ctx, sessionToken, sessionAbsoluteMs / 1000);
      else if (outcome.signIn) cookie.clear(ctx);
      if (deviceToken) device.set(ctx, deviceToken);
      if (response?.challenge) pendingCookie.set(ctx, response.challenge);
      ctx.redirect(outcome.redirectTo);
    } catch (error) {
      fail(ctx, params.provider, error, social.failurePage(flowToken));
    }
  });

  route(endpoints.pendingSignIn, ({ principal, ctx }) => signIn.pending(pendingCookie.read(ctx), principal));

  route(endpoints.signInMethods, ({ principal }) => social.signInMethods(principal.user));

  route(endpoints.unlinkIdentity, async ({ params, principal }) => {
    await social.unlink(principal.user, params.provider);
    return ok;
  });

  return router;
}
