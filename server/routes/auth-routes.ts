import type Router from '@koa/router';
import type { Context } from 'koa';
import { endpoints } from '#contract/endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import type { SessionCookie } from '../http/cookies.ts';
import { clientAddress } from '../http/client-address.ts';
import type { DeviceCookie } from '../http/device-cookie.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { SignUpCookie } from '../http/sign-up-cookie.ts';
import type { AccessTokenService } from '../services/access-token-service.ts';
import type { AccountDeletion } from '../services/account-deletion.ts';
import type { AccountService } from '../services/account-service.ts';
import { sessionAbsoluteMs } from '../services/session-service.ts';
import type { SessionService } from '../services/session-service.ts';
import type { SignInOutcome, SignInService } from '../services/sign-in-service.ts';

/** Answers a sign-in step: the session and device cookies when it signed the user in, and the step. */
export function stepAnswerer(cookie: SessionCookie, device: DeviceCookie) {
  return (ctx: Context, outcome: SignInOutcome) => {
    if (outcome.sessionToken) cookie.set(ctx, outcome.sessionToken, sessionAbsoluteMs / 1000);
    if (outcome.deviceToken) device.set(ctx, outcome.deviceToken);
    ctx.body = outcome.response;
  };
}

/** Accounts, sessions and personal access tokens under /api/v1/auth. */
export function authRoutes(deps: {
  access: AccessCheck;
  accounts: AccountService;
  deletion: AccountDeletion;
  signIn: SignInService;
  sessions: SessionService;
  accessTokens: AccessTokenService;
  cookie: SessionCookie;
  device: DeviceCookie;
  signUpCookie: SignUpCookie;
}): Router<AuthState> {
  const { accounts, deletion, signIn, sessions, accessTokens, cookie, device, signUpCookie } = deps;
  const { router, route } = endpointRouter(deps.access);
  const startSession = (ctx: Context, token: string) => cookie.set(ctx, token, sessionAbsoluteMs / 1000);
  const answerSignedInStep = stepAnswerer(cookie, device);
  // A step that waits for the address's confirmation gives this browser its sign-up ticket.
  const answerStep = (ctx: Context, outcome: SignInOutcome) => {
    if (outcome.signUpTicket) signUpCookie.set(ctx, outcome.signUpTicket);
    answerSignedInStep(ctx, outcome);
  };
  const client = (ctx: Context) => device.client(ctx);

  route(endpoints.signUp, async (ctx, { body }) => {
    const { response, signUpTicket } = await accounts.signUp(body.email, body.password, client(ctx));
    signUpCookie.set(ctx, signUpTicket);
    ctx.body = response;
  });

  route(endpoints.confirmSignUp, async (ctx, { body, principal }) => {
    const outcome = await accounts.confirmSignUp(body.email, body.code, client(ctx), principal, signUpCookie.read(ctx));
    signUpCookie.clear(ctx);
    answerStep(ctx, outcome);
  });

  route(endpoints.resendCode, async (ctx, { body }) => {
    ctx.body = await accounts.resendCode(body.email, clientAddress(ctx));
  });

  route(endpoints.signIn, async (ctx, { body, principal }) => {
    answerStep(ctx, await signIn.signIn(body.email, body.password, client(ctx), principal));
  });

  route(endpoints.confirmSignIn, async (ctx, { body, principal }) => {
    answerStep(ctx, await signIn.confirmSignIn(body.challenge, body.challengeResponse, client(ctx), principal));
  });

  route(endpoints.resendSignInCode, async (ctx, { body, principal }) => {
    ctx.body = await signIn.resendSignInCode(body.challenge, clientAddress(ctx), principal);
  });

  route(endpoints.forgotPassword, async (ctx, { body }) => {
    ctx.body = await accounts.forgotPassword(body.email, clientAddress(ctx));
  });

  route(endpoints.confirmResetPassword, async (ctx, { body, principal }) => {
    const { email, code, newPassword } = body;
    const { sessionToken } = await accounts.confirmResetPassword(email, code, newPassword, client(ctx), principal);
    if (sessionToken) startSession(ctx, sessionToken);
    ctx.body = { ok: true };
  });

  route(endpoints.changePassword, async (ctx, { body, principal }) => {
    startSession(ctx, (await accounts.changePassword(principal, body.oldPassword, body.newPassword, client(ctx))).sessionToken);
    ctx.body = { ok: true };
  });

  route(endpoints.verifyAttribute, async (ctx, { principal }) => {
    ctx.body = await accounts.sendVerifyCode(principal, clientAddress(ctx));
  });

  route(endpoints.confirmAttribute, async (ctx, { body, principal }) => {
    await accounts.confirmVerifyCode(principal, body.code, clientAddress(ctx));
    ctx.body = { ok: true };
  });

  route(endpoints.signOut, async (ctx, { principal }) => {
    if (principal?.session) await sessions.end(principal.session.id);
    cookie.clear(ctx);
    ctx.body = { ok: true };
  });

  route(endpoints.sendDeletionCode, async (ctx, { principal }) => {
    ctx.body = await deletion.sendCode(principal, clientAddress(ctx));
  });

  route(endpoints.deleteAccount, async (ctx, { body, principal }) => {
    await deletion.delete(principal, body, client(ctx));
    cookie.clear(ctx);
    ctx.body = { ok: true };
  });

  route(
    endpoints.session,
    async (ctx, { principal }) => {
      ctx.body = await sessions.claims(principal);
    },
    // A browser that asks without a session holds a stale hint: clear it so it stops asking.
    { onRefused: (ctx) => cookie.clear(ctx) },
  );

  route(endpoints.listTokens, async (ctx, { principal }) => {
    ctx.body = { tokens: await accessTokens.list(principal.user.id) };
  });

  route(endpoints.createToken, async (ctx, { body, principal }) => {
    ctx.status = 201;
    ctx.body = await accessTokens.create(principal.user.id, body.name, body.expiresInDays);
  });

  route(endpoints.deleteToken, async (ctx, { params, principal }) => {
    await accessTokens.revoke(principal.user.id, params.id);
    ctx.body = { ok: true };
  });

  return router;
}
