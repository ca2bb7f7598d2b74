import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import { clientAddress } from '../http/client-address.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { DeviceLoginService } from '../services/device-login-service.ts';

/** The CLI's device login (/api/v1/auth/device…): start and poll (anyone), look up and decide (a signed-in browser). */
export function deviceLoginRoutes(access: AccessCheck, deviceLogins: DeviceLoginService): Router<AuthState> {
  const { router, route } = endpointRouter(access);
  route(endpoints.deviceStart, async (ctx, { body }) => {
    ctx.body = await deviceLogins.start(body.clientName, clientAddress(ctx));
  });
  route(endpoints.deviceToken, async (ctx, { body }) => {
    ctx.body = await deviceLogins.poll(body.deviceCode);
  });
  route(endpoints.deviceRequest, async (ctx, { query }) => {
    ctx.body = await deviceLogins.find(query.userCode, clientAddress(ctx));
  });
  route(endpoints.deviceDecide, async (ctx, { body, principal }) => {
    await deviceLogins.decide(principal.user, body.userCode, body.approve);
    ctx.body = { ok: true };
  });
  return router;
}
