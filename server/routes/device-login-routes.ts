import Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requireSession } from '../http/authenticate.ts';
import { clientAddress } from '../http/client-address.ts';
import { validate } from '../http/validate.ts';
import type { DeviceLoginService } from '../services/device-login-service.ts';

/** The CLI's device login (/api/v1/auth/device…): start and poll (anyone), look up and decide (a signed-in browser). */
export function deviceLoginRoutes(deviceLogins: DeviceLoginService): Router<AuthState> {
  const router = new Router<AuthState>();
  router.post(endpoints.deviceStart.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deviceLogins.start(validate(ctx, endpoints.deviceStart).body.clientName, clientAddress(ctx));
  });
  router.post(endpoints.deviceToken.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deviceLogins.poll(validate(ctx, endpoints.deviceToken).body.deviceCode);
  });
  router.get(endpoints.deviceRequest.path, async (ctx) => {
    requireSession(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deviceLogins.find(validate(ctx, endpoints.deviceRequest).query.userCode, clientAddress(ctx));
  });
  router.post(endpoints.deviceDecide.path, async (ctx) => {
    const principal = requireSession(ctx);
    const { userCode, approve } = validate(ctx, endpoints.deviceDecide).body;
    await deviceLogins.decide(principal.user, userCode, approve);
    ctx.body = { ok: true };
  });
  return router;
}
