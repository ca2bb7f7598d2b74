import Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requirePrincipal, requireSession } from '../http/authenticate.ts';
import { clientAddress } from '../http/client-address.ts';
import type { DeviceCookie } from '../http/device-cookie.ts';
import { validate } from '../http/validate.ts';
import type { MfaService } from '../services/mfa-service.ts';

/** The account page's Security section: second factors and recovery codes under /api/v1/auth. */
export function mfaRoutes(deps: { mfa: MfaService; device: DeviceCookie }): Router<AuthState> {
  const { mfa, device } = deps;
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

  router.post(endpoints.regenerateRecoveryCodes.path, async (ctx) => {
    const { user } = requireSession(ctx);
    const { password } = validate(ctx, endpoints.regenerateRecoveryCodes).body;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await mfa.regenerateRecoveryCodes(user, password, device.client(ctx));
  });

  return router;
}
