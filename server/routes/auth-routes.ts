import type Router from '@koa/router';
import type { Context } from 'koa';
import { endpoints } from '#contract/endpoints.ts';
import type { AnswerFirst } from '../http/routing/answer-first.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import type { SessionCookie } from '../http/cookies/cookies.ts';
import { clientAddress } from '../http/routing/client-address.ts';
import type { DeviceCookie } from '../http/cookies/device-cookie.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { SignUpCookie } from '../http/cookies/sign-up-cookie.ts';
import type { AccessTokenService } from '../services/auth/access-token-service.ts';
import type { AccountDeletion } from '../services/auth/account-deletion.ts';
import type { AccountService } from '../services/auth/account-service.ts';
import { sessionAbsoluteMs } from '../services/auth/session-service.ts';
import type { SessionService } from '../services/auth/session-service.ts';
import type { SignInOutcome, SignInService } from '../services/auth/sign-in-service.ts';

/** Sets a sign-in step's cookies (session and device, when it signed the user in) and gives back its answer. */
export function stepAnswerer(cookie: SessionCookie, device: DeviceCookie) {
  return (ctx: Context, outcome: SignInOutcome) => {
    if (outcome.sessionToken) cookie.set(ctx, outcome.sessionToken, sessionAbsoluteMs / 1000);
    if (outcome.deviceToken) device.set(ctx, outcome.deviceToken);
    return outcome.response;
  };
}

/** Accounts, sessions and personal access tokens under /api/v1/auth. */
export function authRoutes(deps: {
  routing: RouterSetup;
  accounts: AccountService;
  deletion: AccountDeletion;
  signIn: SignInService;
  sessions: SessionService;
  accessTokens: AccessTokenService;
  cookie: SessionCookie;
  device: DeviceCookie;
  signUpCookie: SignUpCookie;
  /** Work a request leaves for after its answer (mail whose timing would tell whether an address has an account). */
  afterAnswer: AnswerFirst['afterAnswer'];
}): Router<AuthState> {
  const { accounts, deletion, signIn, sessions, accessTokens, cookie, device, signUpCookie, afterAnswer } = deps;
  const { router, route } = endpointRouter(deps.routing);
  const startSession = (ctx: Context, token: string) => cookie.set(ctx, token, sessionAbsoluteMs / 1000);
  const answerSignedInStep = stepAnswerer(cookie, device);
  // A step that waits for the address's confirmation gives this browser its sign-up ticket.
  const answerStep = (ctx: Context, outcome: SignInOutcome) => {
    if (outcome.signUpTicket) signUpCookie.set(ctx, outcome.signUpTicket);
    return answerSignedInStep(ctx, outcome);
  };
  const client = (ctx: Context) => device.client(ctx);

  route(endpoints.signUp, async ({ body, ctx }) => {
    const { response, signUpTicket } = await accounts.signUp(
      body.email,
      body.password,
      client(ctx),
      afterAnswer(ctx.res),
    );
    signUpCookie.set(ctx, signUpTicket);
    return response;
  });

  route(endpoints.confirmSignUp, async ({ body, principal, ctx }) => {
    const outcome = await accounts.confirmSignUp(body.email, body.code, client(ctx), principal, signUpCookie.read(ctx));
    signUpCookie.clear(ctx);
    return answerStep(ctx, outcome);
  });

  route(endpoints.resendCode, ({ body, ctx }) =>
    accounts.resendCode(body.email, clientAddress(ctx), afterAnswer(ctx.res)),
  );

  route(endpoints.signIn, async ({ body, principal, ctx }) =>
    answerStep(ctx, await signIn.signIn(body.email, body.password, client(ctx), principal)),
  );

  route(endpoints.confirmSignIn, async ({ body, principal, ctx }) =>
    answerStep(ctx, await signIn.confirmSignIn(body.challenge, body.challengeResponse, client(ctx), principal)),
  );

  route(endpoints.resendSignInCode, ({ body, principal, ctx }) =>
    signIn.resendSignInCode(body.challenge, clientAddress(ctx), principal),
  );

  route(endpoints.forgotPassword, ({ body, ctx }) =>
    accounts.forgotPassword(body.email, clientAddress(ctx), afterAnswer(ctx.res)),
  );

  route(endpoints.confirmResetPassword, async ({ body, principal, ctx }) => {
    const { email, code, newPassword } = body;
    const { sessionToken } = await accounts.confirmResetPassword(email, code, newPassword, client(ctx), principal);
    if (sessionToken) startSession(ctx, sessionToken);
    return ok;
  });

  route(endpoints.changePassword, async ({ body, principal, ctx }) => {
    startSession(
      ctx,
      (await accounts.changePassword(principal, body.oldPassword, body.newPassword, client(ctx))).sessionToken,
    );
    return ok;
  });

  route(endpoints.verifyAttribute, ({ principal, ctx }) => accounts.sendVerifyCode(principal, clientAddress(ctx)));

  route(endpoints.confirmAttribute, async ({ body, principal, ctx }) => {
    await accounts.confirmVerifyCode(principal, body.code, clientAddress(ctx));
    return ok;
  });

  route(endpoints.signOut, async ({ principal, ctx }) => {
    if (principal?.session) await sessions.end(principal.session.id);
    cookie.clear(ctx);
    return ok;
  });

  route(endpoints.sendDeletionCode, ({ principal, ctx }) => deletion.sendCode(principal, clientAddress(ctx)));

  route(endpoints.deleteAccount, async ({ body, principal, ctx }) => {
    await deletion.delete(principal, body, client(ctx));
    cookie.clear(ctx);
    return ok;
  });

  route(
    endpoints.session,
    ({ principal }) => sessions.claims(principal),
    // A browser that asks without a session holds a stale hint: clear it so it stops asking.
    { onRefused: (ctx) => cookie.clear(ctx) },
  );

  route(endpoints.listTokens, async ({ principal }) => ({ tokens: await accessTokens.list(principal.user.id) }));

  route(endpoints.createToken, ({ body, principal }) =>
    accessTokens.create(principal.user.id, body.name, body.expiresInDays),
  );

  route(endpoints.deleteToken, async ({ params, principal }) => {
    await accessTokens.revoke(principal.user.id, params.id);
    return ok;
  });

  return router;
}
