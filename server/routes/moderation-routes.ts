import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { clientAddress } from '../http/routing/client-address.ts';
import type { DeviceCookie } from '../http/cookies/device-cookie.ts';
import { endpointRouter } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { NoteReportService } from '../services/notes/note-report-service.ts';

/** Reporting a note, open to anyone: the reporter is the signed-in user, else the device cookie this server issued (a fresh one if none). */
export function moderationRoutes(deps: {
  routing: RouterSetup;
  reports: NoteReportService;
  device: DeviceCookie;
}): Router<AuthState> {
  const { router, route } = endpointRouter(deps.routing);

  route(endpoints.reportNote, async ({ params, body, principal, ctx }) => {
    const identity = principal ? { userId: principal.user.id } : { deviceId: deps.device.visitorId(ctx) };
    return deps.reports.report(params.shortUuid, body, { ...identity, address: clientAddress(ctx) });
  });

  return router;
}
