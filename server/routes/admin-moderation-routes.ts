import type Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { AdminNoteService } from '../services/admin-note-service.ts';
import type { AdminModerationService } from '../services/admin-moderation-service.ts';

type Decision = 'dismiss' | 'restore' | 'delete' | 'disableAuthor';

// Each decision without a body is a call on the note with the service method of the same name.
const decisions = {
  adminDismissReports: 'dismiss',
  adminRestoreNote: 'restore',
  adminDeleteReportedNote: 'delete',
  adminDisableNoteAuthor: 'disableAuthor',
} as const satisfies Record<string, Decision>;

/** The admin's review queue (/api/admin/moderation): reported notes by page, every note by page, one note, and the decisions on one. */
export function adminModerationRoutes(deps: { access: AccessCheck; moderation: AdminModerationService; adminNotes: AdminNoteService }): Router<AuthState> {
  const { moderation } = deps;
  const { router, route } = endpointRouter(deps.access);
  route(
    adminEndpoints.adminModerationQueue,
    async (ctx, { query }) => {
      ctx.body = await moderation.queue(query.status, query);
    },
    { invalidCode: { page: 'ADMIN_INVALID_PAGINATION', pageSize: 'ADMIN_INVALID_PAGINATION' } },
  );
  route(
    adminEndpoints.adminNotes,
    async (ctx, { query }) => {
      ctx.body = await deps.adminNotes.list(query, query);
    },
    { invalidCode: { page: 'ADMIN_INVALID_PAGINATION', pageSize: 'ADMIN_INVALID_PAGINATION' } },
  );
  route(adminEndpoints.adminNote, async (ctx, { params }) => {
    ctx.body = await deps.adminNotes.note(params.shortUuid);
  });
  route(adminEndpoints.adminHideNote, async (ctx, { params, body, principal }) => {
    await moderation.hide(principal.user, params.shortUuid, body);
    ctx.body = { ok: true };
  });
  for (const [name, decision] of Object.entries(decisions)) {
    route(adminEndpoints[name as keyof typeof decisions], async (ctx, { params, principal }) => {
      await moderation[decision](principal.user, params.shortUuid);
      ctx.body = { ok: true };
    });
  }
  return router;
}
