import type Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { endpointRouter } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { AdminReportService } from '../services/admin/admin-report-service.ts';
import type { AuditLog } from '../services/admin/audit-log.ts';

/** What an admin reads: the mail outbox, health, the public forms' messages and the audit log. */
export function adminReportRoutes(deps: {
  routing: RouterSetup;
  reports: AdminReportService;
  audit: AuditLog;
}): Router<AuthState> {
  const { reports, audit } = deps;
  const { router, route } = endpointRouter(deps.routing);
  // The paged lists: each reads ?page=&pageSize= and answers its page.
  const lists = [
    [adminEndpoints.adminMail, reports.mail],
    [adminEndpoints.adminContactMessages, reports.contactMessages],
    [adminEndpoints.adminAppreciationNotes, reports.appreciationNotes],
    [adminEndpoints.adminAudit, audit.page],
  ] as const;
  for (const [endpoint, list] of lists) {
    route(endpoint, ({ query }) => list(query), { invalidCode: 'ADMIN_INVALID_PAGINATION' });
  }
  route(adminEndpoints.adminMailItem, ({ params }) => reports.mailItem(params.id));
  route(adminEndpoints.adminHealth, () => reports.health());
  return router;
}
