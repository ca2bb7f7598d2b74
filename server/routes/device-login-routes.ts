import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { clientAddress } from '../http/routing/client-address.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { DeviceLoginService } from '../services/auth/device-login-service.ts';

/** The CLI's device login (/api/v1/auth/device…): start and poll (anyone), look up and decide (a signed-in browser). */
export function deviceLoginRoutes(routing: RouterSetup, deviceLogins: DeviceLoginService): Router<AuthState> {
  const { router, route } = endpointRouter(routing);
  route(endpoints.deviceStart, ({ body, ctx }) => deviceLogins.start(body.clientName, clientAddress(ctx)));
  route(endpoints.deviceToken, ({ body }) => deviceLogins.poll(body.deviceCode));
  route(endpoints.deviceRequest, ({ query, ctx }) => deviceLogins.find(query.userCode, clientAddress(ctx)));
  route(endpoints.deviceDecide, async ({ body, principal }) => {
    await deviceLogins.decide(principal.user, body.userCode, body.approve);
    return ok;
  });
  return router;
}
