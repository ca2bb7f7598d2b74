import type Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { AdminNoteService } from '../services/admin/admin-note-service.ts';
import type { AdminModerationService } from '../services/admin/admin-moderation-service.ts';

type Decision = 'dismiss' | 'restore' | 'delete' | 'disableAuthor';

// Each decision without a body is a call on the note with the service method of the same name.
const decisions = {
  adminDismissReports: 'dismiss',
  adminRestoreNote: 'restore',
  adminDeleteReportedNote: 'delete',
  adminDisableNoteAuthor: 'disableAuthor',
} as const satisfies Record<string, Decision>;

/** The admin's review queue (/api/admin/moderation): reported notes by page, every note by page, one note, and the decisions on one. */
export function adminModerationRoutes(deps: {
  routing: RouterSetup;
  moderation: AdminModerationService;
  adminNotes: AdminNoteService;
}): Router<AuthState> {
  const { moderation } = deps;
  const { router, route } = endpointRouter(deps.routing);
  route(adminEndpoints.adminModerationQueue, ({ query }) => moderation.queue(query.status, query), {
    invalidCode: { page: 'ADMIN_INVALID_PAGINATION', pageSize: 'ADMIN_INVALID_PAGINATION' },
  });
  route(adminEndpoints.adminNotes, ({ query }) => deps.adminNotes.list(query, query), {
    invalidCode: { page: 'ADMIN_INVALID_PAGINATION', pageSize: 'ADMIN_INVALID_PAGINATION' },
  });
  route(adminEndpoints.adminNote, ({ params }) => deps.adminNotes.note(params.shortUuid));
  route(adminEndpoints.adminHideNote, async ({ params, body, principal }) => {
    await moderation.hide(principal.user, params.shortUuid, body);
    return ok;
  });
  for (const [name, decision] of Object.entries(decisions)) {
    route(adminEndpoints[name as keyof typeof decisions], async ({ params, principal }) => {
      await moderation[decision](principal.user, params.shortUuid);
      return ok;
    });
  }
  return router;
}
