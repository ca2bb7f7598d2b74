import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { SignedInDeviceService } from '../services/signed-in-device-service.ts';

/** The signed-in user's browsers and tokens under /api/v1/auth/sessions: list, sign one out, sign out all others. */
export function sessionRoutes(access: AccessCheck, devices: SignedInDeviceService): Router<AuthState> {
  const { router, route } = endpointRouter(access);

  route(endpoints.listSessions, async (ctx, { principal }) => {
    ctx.body = { sessions: await devices.list(principal) };
  });

  route(endpoints.endSession, async (ctx, { params, principal }) => {
    await devices.signOut(principal, params.id);
    ctx.body = { ok: true };
  });

  route(endpoints.endOtherSessions, async (ctx, { principal }) => {
    ctx.body = { ok: true, ended: await devices.signOutOthers(principal) };
  });

  return router;
}
