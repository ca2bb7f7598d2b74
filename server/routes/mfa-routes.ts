import type Router from '@koa/router';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { clientAddress } from '../http/routing/client-address.ts';
import type { SessionCookie } from '../http/cookies/cookies.ts';
import type { DeviceCookie } from '../http/cookies/device-cookie.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { MfaService } from '../services/auth/mfa-service.ts';
import type { PasskeyService } from '../services/auth/passkey-service.ts';
import type { SignInService } from '../services/auth/sign-in-service.ts';
import { stepAnswerer } from './auth-routes.ts';

/** A ceremony's options as the contract carries them, a plain record: WebAuthn's option types are interfaces, which no record type takes. */
const ceremonyAnswer = ({ options, ticket }: { options: object; ticket: string }) => ({
  options: { ...options },
  ticket,
});

/** The account page's Security section (second factors, passkeys, recovery codes) and passkey sign-in, under /api/v1/auth. */
export function mfaRoutes(deps: {
  routing: RouterSetup;
  mfa: MfaService;
  passkeys: PasskeyService;
  signIn: SignInService;
  cookie: SessionCookie;
  device: DeviceCookie;
}): Router<AuthState> {
  const { mfa, passkeys, signIn, device } = deps;
  const answerStep = stepAnswerer(deps.cookie, device);
  const { router, route } = endpointRouter(deps.routing);

  route(endpoints.security, ({ principal }) => mfa.security(principal.user));

  route(endpoints.startTotpSetup, ({ principal }) => mfa.startTotpSetup(principal.user));

  route(endpoints.verifyTotpSetup, ({ body, principal, ctx }) =>
    mfa.verifyTotpSetup(principal.user, body.code, clientAddress(ctx)),
  );

  route(endpoints.startEmailMfaSetup, ({ principal, ctx }) => mfa.startEmailSetup(principal.user, clientAddress(ctx)));

  route(endpoints.verifyEmailMfaSetup, ({ body, principal, ctx }) =>
    mfa.verifyEmailSetup(principal.user, body.code, clientAddress(ctx)),
  );

  route(endpoints.removeMfa, async ({ params, body, principal, ctx }) => {
    await mfa.remove(principal.user, params.type, body.password, device.client(ctx));
    return ok;
  });

  route(endpoints.passkeyRegistrationOptions, async ({ principal, ctx }) =>
    ceremonyAnswer(await passkeys.registrationOptions(principal.user, clientAddress(ctx))),
  );

  route(endpoints.addPasskey, ({ body, principal }) =>
    passkeys.add(principal.user, body.ticket, body.name, body.credential as unknown as RegistrationResponseJSON),
  );

  route(endpoints.removePasskey, async ({ params, body, principal, ctx }) => {
    await passkeys.remove(principal.user, params.id, body.password, device.client(ctx));
    return ok;
  });

  route(endpoints.passkeySignInOptions, async ({ ctx }) =>
    ceremonyAnswer(await passkeys.authenticationOptions(clientAddress(ctx))),
  );

  route(endpoints.passkeySignIn, async ({ body, principal, ctx }) =>
    answerStep(
      ctx,
      await signIn.passkeySignIn(
        body.ticket,
        body.credential as unknown as AuthenticationResponseJSON,
        device.client(ctx),
        principal,
      ),
    ),
  );

  route(endpoints.regenerateRecoveryCodes, ({ body, principal, ctx }) =>
    mfa.regenerateRecoveryCodes(principal.user, body.password, device.client(ctx)),
  );

  return router;
}
