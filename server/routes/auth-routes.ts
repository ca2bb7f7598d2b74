import Router from '@koa/router';
import type { Context } from 'koa';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requirePrincipal, requireSession } from '../http/authenticate.ts';
import type { SessionCookie } from '../http/cookies.ts';
import { clientAddress } from '../http/client-address.ts';
import type { DeviceCookie } from '../http/device-cookie.ts';
import type { SignUpCookie } from '../http/sign-up-cookie.ts';
import { validate } from '../http/validate.ts';
import type { AccessTokenService } from '../services/access-token-service.ts';
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
  accounts: AccountService;
  signIn: SignInService;
  sessions: SessionService;
  accessTokens: AccessTokenService;
  cookie: SessionCookie;
  device: DeviceCookie;
  signUpCookie: SignUpCookie;
}): Router<AuthState> {
  const { accounts, signIn, sessions, accessTokens, cookie, device, signUpCookie } = deps;
  const router = new Router<AuthState>();
  const startSession = (ctx: Context, token: string) => cookie.set(ctx, token, sessionAbsoluteMs / 1000);
  const answerSignedInStep = stepAnswerer(cookie, device);
  // A step that waits for the address's confirmation gives this browser its sign-up ticket.
  const answerStep = (ctx: Context, outcome: SignInOutcome) => {
    if (outcome.signUpTicket) signUpCookie.set(ctx, outcome.signUpTicket);
    answerSignedInStep(ctx, outcome);
  };
  const client = (ctx: Context) => device.client(ctx);

  router.post(endpoints.signUp.path, async (ctx) => {
    const { email, password } = validate(ctx, endpoints.signUp).body;
    const { response, signUpTicket } = await accounts.signUp(email, password, client(ctx));
    signUpCookie.set(ctx, signUpTicket);
    ctx.body = response;
  });

  router.post(endpoints.confirmSignUp.path, async (ctx) => {
    const { email, code } = validate(ctx, endpoints.confirmSignUp).body;
    const outcome = await accounts.confirmSignUp(email, code, client(ctx), ctx.state.principal, signUpCookie.read(ctx));
    signUpCookie.clear(ctx);
    answerStep(ctx, outcome);
  });

  router.post(endpoints.resendCode.path, async (ctx) => {
    const { email } = validate(ctx, endpoints.resendCode).body;
    ctx.body = await accounts.resendCode(email, clientAddress(ctx));
  });

  router.post(endpoints.signIn.path, async (ctx) => {
    const { email, password } = validate(ctx, endpoints.signIn).body;
    answerStep(ctx, await signIn.signIn(email, password, client(ctx), ctx.state.principal));
  });

  router.post(endpoints.confirmSignIn.path, async (ctx) => {
    const { challenge, challengeResponse } = validate(ctx, endpoints.confirmSignIn).body;
    answerStep(ctx, await signIn.confirmSignIn(challenge, challengeResponse, client(ctx), ctx.state.principal));
  });

  router.post(endpoints.forgotPassword.path, async (ctx) => {
    const { email } = validate(ctx, endpoints.forgotPassword).body;
    ctx.body = await accounts.forgotPassword(email, clientAddress(ctx));
  });

  router.post(endpoints.confirmResetPassword.path, async (ctx) => {
    const { email, code, newPassword } = validate(ctx, endpoints.confirmResetPassword).body;
    const { sessionToken } = await accounts.confirmResetPassword(email, code, newPassword, client(ctx), ctx.state.principal);
    if (sessionToken) startSession(ctx, sessionToken);
    ctx.body = { ok: true };
  });

  router.post(endpoints.changePassword.path, async (ctx) => {
    const principal = requireSession(ctx);
    const { oldPassword, newPassword } = validate(ctx, endpoints.changePassword).body;
    startSession(ctx, (await accounts.changePassword(principal, oldPassword, newPassword, client(ctx))).sessionToken);
    ctx.body = { ok: true };
  });

  router.post(endpoints.verifyAttribute.path, async (ctx) => {
    const principal = requireSession(ctx);
    validate(ctx, endpoints.verifyAttribute);
    ctx.body = await accounts.sendVerifyCode(principal, clientAddress(ctx));
  });

  router.post(endpoints.confirmAttribute.path, async (ctx) => {
    const principal = requireSession(ctx);
    const { code } = validate(ctx, endpoints.confirmAttribute).body;
    await accounts.confirmVerifyCode(principal, code, clientAddress(ctx));
    ctx.body = { ok: true };
  });

  router.post(endpoints.signOut.path, async (ctx) => {
    const session = ctx.state.principal?.session;
    if (session) await sessions.end(session.id);
    cookie.clear(ctx);
    ctx.body = { ok: true };
  });

  router.delete(endpoints.deleteAccount.path, async (ctx) => {
    await accounts.deleteAccount(requireSession(ctx));
    cookie.clear(ctx);
    ctx.body = { ok: true };
  });

  router.get(endpoints.session.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    // A browser that asks without a session holds a stale hint: clear it so it stops asking.
    if (!ctx.state.principal) cookie.clear(ctx);
    ctx.body = await sessions.claims(requirePrincipal(ctx));
  });

  router.get(endpoints.listTokens.path, async (ctx) => {
    ctx.body = { tokens: await accessTokens.list(requirePrincipal(ctx).user.id) };
  });

  router.post(endpoints.createToken.path, async (ctx) => {
    const principal = requireSession(ctx);
    const { name } = validate(ctx, endpoints.createToken).body;
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = await accessTokens.create(principal.user.id, name);
  });

  router.delete(endpoints.deleteToken.path, async (ctx) => {
    await accessTokens.revoke(requirePrincipal(ctx).user.id, validate(ctx, endpoints.deleteToken).params.id);
    ctx.body = { ok: true };
  });

  return router;
}
