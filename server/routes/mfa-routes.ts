import Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requirePrincipal, requireSession } from '../http/authenticate.ts';
import { clientAddress } from '../http/client-address.ts';
import type { SessionCookie } from '../http/cookies.ts';
import type { DeviceCookie } from '../http/device-cookie.ts';
import { validate } from '../http/validate.ts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { MfaService } from '../services/mfa-service.ts';
import type { PasskeyService } from '../services/passkey-service.ts';
import type { SignInService } from '../services/sign-in-service.ts';
import { stepAnswerer } from './auth-routes.ts';

/** The account page's Security section (second factors, passkeys, recovery codes) and passkey sign-in, under /api/v1/auth. */
export function mfaRoutes(deps: { mfa: MfaService; passkeys: PasskeyService; signIn: SignInService; cookie: SessionCookie; device: DeviceCookie }): Router<AuthState> {
  const { mfa, passkeys, signIn, device } = deps;
  const answerStep = stepAnswerer(deps.cookie, device);
  const router = new Router<AuthState>();

  router.get(endpoints.security.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await mfa.security(requirePrincipal(ctx).user);
  });

  router.post(endpoints.startTotpSetup.path, async (ctx) => {
    const { user } = requireSession(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await mfa.startTotpSetup(user);
  });

  router.post(endpoints.verifyTotpSetup.path, async (ctx) => {
    const { user } = requireSession(ctx);
    const { code } = validate(ctx, endpoints.verifyTotpSetup).body;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await mfa.verifyTotpSetup(user, code, clientAddress(ctx));
  });

  router.post(endpoints.startEmailMfaSetup.path, async (ctx) => {
    ctx.body = await mfa.startEmailSetup(requireSession(ctx).user, clientAddress(ctx));
  });

  router.post(endpoints.verifyEmailMfaSetup.path, async (ctx) => {
    const { user } = requireSession(ctx);
    const { code } = validate(ctx, endpoints.verifyEmailMfaSetup).body;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await mfa.verifyEmailSetup(user, code, clientAddress(ctx));
  });

  router.post(endpoints.removeMfa.path, async (ctx) => {
    const { user } = requireSession(ctx);
    const { params, body } = validate(ctx, endpoints.removeMfa);
    await mfa.remove(user, params.type, body.password, device.client(ctx));
    ctx.body = { ok: true };
  });

  router.post(endpoints.passkeyRegistrationOptions.path, async (ctx) => {
    const { user } = requireSession(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await passkeys.registrationOptions(user, clientAddress(ctx));
  });

  router.post(endpoints.addPasskey.path, async (ctx) => {
    const { user } = requireSession(ctx);
    const { ticket, name, credential } = validate(ctx, endpoints.addPasskey).body;
    ctx.status = 201;
    ctx.body = await passkeys.add(user, ticket, name, credential as unknown as RegistrationResponseJSON);
  });

  router.post(endpoints.removePasskey.path, async (ctx) => {
    const { user } = requireSession(ctx);
    const { params, body } = validate(ctx, endpoints.removePasskey);
    await passkeys.remove(user, params.id, body.password, device.client(ctx));
    ctx.body = { ok: true };
  });

  router.post(endpoints.passkeySignInOptions.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await passkeys.authenticationOptions(clientAddress(ctx));
  });

  router.post(endpoints.passkeySignIn.path, async (ctx) => {
    const { ticket, credential } = validate(ctx, endpoints.passkeySignIn).body;
    answerStep(ctx, await signIn.passkeySignIn(ticket, credential as unknown as AuthenticationResponseJSON, device.client(ctx), ctx.state.principal));
  });

  router.post(endpoints.regenerateRecoveryCodes.path, async (ctx) => {
    const { user } = requireSession(ctx);
    const { password } = validate(ctx, endpoints.regenerateRecoveryCodes).body;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await mfa.regenerateRecoveryCodes(user, password, device.client(ctx));
  });

  return router;
}
