import Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requireAdmin } from '../http/require-admin.ts';
import { validate } from '../http/validate.ts';
import type { AdminCheck } from '../services/admin-check.ts';
import type { AdminReportService } from '../services/admin-report-service.ts';
import type { AuditLog } from '../services/audit-log.ts';

/** What an admin reads: the mail outbox, health, the public forms' messages and the audit log. */
export function adminReportRoutes(deps: { adminCheck: AdminCheck; reports: AdminReportService; audit: AuditLog }): Router<AuthState> {
  const { adminCheck, reports, audit } = deps;
  const router = new Router<AuthState>();
  // The paged lists: each reads ?page=&pageSize= and answers its page.
  const lists = [
    [adminEndpoints.adminMail, reports.mail],
    [adminEndpoints.adminContactMessages, reports.contactMessages],
    [adminEndpoints.adminAppreciationNotes, reports.appreciationNotes],
    [adminEndpoints.adminAudit, audit.page],
  ] as const;
  for (const [endpoint, list] of lists) {
    router.get(endpoint.path, async (ctx) => {
      await requireAdmin(ctx, adminCheck);
      ctx.body = await list(validate(ctx, endpoint, 'ADMIN_INVALID_PAGINATION').query);
    });
  }
  router.get(adminEndpoints.adminMailItem.path, async (ctx) => {
    await requireAdmin(ctx, adminCheck);
    ctx.body = await reports.mailItem(validate(ctx, adminEndpoints.adminMailItem).params.id);
  });
  router.get(adminEndpoints.adminHealth.path, async (ctx) => {
    await requireAdmin(ctx, adminCheck);
    ctx.body = await reports.health();
  });
  return router;
}
