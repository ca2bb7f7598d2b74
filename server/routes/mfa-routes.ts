import type Router from '@koa/router';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { endpoints } from '#contract/endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import { clientAddress } from '../http/client-address.ts';
import type { SessionCookie } from '../http/cookies.ts';
import type { DeviceCookie } from '../http/device-cookie.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { MfaService } from '../services/mfa-service.ts';
import type { PasskeyService } from '../services/passkey-service.ts';
import type { SignInService } from '../services/sign-in-service.ts';
import { stepAnswerer } from './auth-routes.ts';

/** The account page's Security section (second factors, passkeys, recovery codes) and passkey sign-in, under /api/v1/auth. */
export function mfaRoutes(deps: { access: AccessCheck; mfa: MfaService; passkeys: PasskeyService; signIn: SignInService; cookie: SessionCookie; device: DeviceCookie }): Router<AuthState> {
  const { mfa, passkeys, signIn, device } = deps;
  const answerStep = stepAnswerer(deps.cookie, device);
  const { router, route } = endpointRouter(deps.access);

  route(endpoints.security, async (ctx, { principal }) => {
    ctx.body = await mfa.security(principal.user);
  });

  route(endpoints.startTotpSetup, async (ctx, { principal }) => {
    ctx.body = await mfa.startTotpSetup(principal.user);
  });

  route(endpoints.verifyTotpSetup, async (ctx, { body, principal }) => {
    ctx.body = await mfa.verifyTotpSetup(principal.user, body.code, clientAddress(ctx));
  });

  route(endpoints.startEmailMfaSetup, async (ctx, { principal }) => {
    ctx.body = await mfa.startEmailSetup(principal.user, clientAddress(ctx));
  });

  route(endpoints.verifyEmailMfaSetup, async (ctx, { body, principal }) => {
    ctx.body = await mfa.verifyEmailSetup(principal.user, body.code, clientAddress(ctx));
  });

  route(endpoints.removeMfa, async (ctx, { params, body, principal }) => {
    await mfa.remove(principal.user, params.type, body.password, device.client(ctx));
    ctx.body = { ok: true };
  });

  route(endpoints.passkeyRegistrationOptions, async (ctx, { principal }) => {
    ctx.body = await passkeys.registrationOptions(principal.user, clientAddress(ctx));
  });

  route(endpoints.addPasskey, async (ctx, { body, principal }) => {
    ctx.status = 201;
    ctx.body = await passkeys.add(principal.user, body.ticket, body.name, body.credential as unknown as RegistrationResponseJSON);
  });

  route(endpoints.removePasskey, async (ctx, { params, body, principal }) => {
    await passkeys.remove(principal.user, params.id, body.password, device.client(ctx));
    ctx.body = { ok: true };
  });

  route(endpoints.passkeySignInOptions, async (ctx) => {
    ctx.body = await passkeys.authenticationOptions(clientAddress(ctx));
  });

  route(endpoints.passkeySignIn, async (ctx, { body, principal }) => {
    answerStep(ctx, await signIn.passkeySignIn(body.ticket, body.credential as unknown as AuthenticationResponseJSON, device.client(ctx), principal));
  });

  route(endpoints.regenerateRecoveryCodes, async (ctx, { body, principal }) => {
    ctx.body = await mfa.regenerateRecoveryCodes(principal.user, body.password, device.client(ctx));
  });

  return router;
}
