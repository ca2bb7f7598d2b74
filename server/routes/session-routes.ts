import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { SignedInDeviceService } from '../services/auth/signed-in-device-service.ts';

/** The signed-in user's browsers and tokens under /api/v1/auth/sessions: list, sign one out, sign out all others. */
export function sessionRoutes(routing: RouterSetup, devices: SignedInDeviceService): Router<AuthState> {
  const { router, route } = endpointRouter(routing);

  route(endpoints.listSessions, async ({ principal }) => ({ sessions: await devices.list(principal) }));

  route(endpoints.endSession, async ({ params, principal }) => {
    await devices.signOut(principal, params.id);
    return ok;
  });

  route(endpoints.endOtherSessions, async ({ principal }) => ({
    ...ok,
    ended: await devices.signOutOthers(principal),
  }));

  return router;
}
