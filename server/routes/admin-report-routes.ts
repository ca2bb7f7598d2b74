import type Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { AdminReportService } from '../services/admin-report-service.ts';
import type { AuditLog } from '../services/audit-log.ts';

/** What an admin reads: the mail outbox, health, the public forms' messages and the audit log. */
export function adminReportRoutes(deps: { access: AccessCheck; reports: AdminReportService; audit: AuditLog }): Router<AuthState> {
  const { reports, audit } = deps;
  const { router, route } = endpointRouter(deps.access);
  // The paged lists: each reads ?page=&pageSize= and answers its page.
  const lists = [
    [adminEndpoints.adminMail, reports.mail],
    [adminEndpoints.adminContactMessages, reports.contactMessages],
    [adminEndpoints.adminAppreciationNotes, reports.appreciationNotes],
    [adminEndpoints.adminAudit, audit.page],
  ] as const;
  for (const [endpoint, list] of lists) {
    route(
      endpoint,
      async (ctx, { query }) => {
        ctx.body = await list(query);
      },
      { invalidCode: 'ADMIN_INVALID_PAGINATION' },
    );
  }
  route(adminEndpoints.adminMailItem, async (ctx, { params }) => {
    ctx.body = await reports.mailItem(params.id);
  });
  route(adminEndpoints.adminHealth, async (ctx) => {
    ctx.body = await reports.health();
  });
  return router;
}
