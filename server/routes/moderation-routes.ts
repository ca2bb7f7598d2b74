import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import type { DeviceCookie } from '../http/device-cookie.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { NoteReportService } from '../services/note-report-service.ts';

/** Reporting a note, open to anyone: the reporter is the signed-in user, else the visitor's address and device cookie. */
export function moderationRoutes(deps: { access: AccessCheck; reports: NoteReportService; device: DeviceCookie }): Router<AuthState> {
  const { router, route } = endpointRouter(deps.access);

  route(endpoints.reportNote, async (ctx, { params, body, principal }) => {
    const { ip, deviceToken } = deps.device.client(ctx);
    ctx.body = await deps.reports.report(params.shortUuid, body, { userId: principal?.user.id, address: ip, deviceToken });
  });

  return router;
}
