import type Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { AdminUserService } from '../services/admin-user-service.ts';

type Action = 'disable' | 'enable' | 'requirePasswordReset' | 'resetSecondFactors' | 'grantAdmin' | 'revokeAdmin';

// Each user action is a POST on the user with the service method of the same name.
const actions = {
  adminDisableUser: 'disable',
  adminEnableUser: 'enable',
  adminRequirePasswordReset: 'requirePasswordReset',
  adminResetSecondFactors: 'resetSecondFactors',
  adminGrantAdmin: 'grantAdmin',
  adminRevokeAdmin: 'revokeAdmin',
} as const satisfies Record<string, Action>;

/** The admin's user routes (/api/admin/users): the list, a user's details, creating a user and the actions on one. */
export function adminUserRoutes(deps: { access: AccessCheck; users: AdminUserService }): Router<AuthState> {
  const { users } = deps;
  const { router, route } = endpointRouter(deps.access);
  route(
    adminEndpoints.adminUsers,
    async (ctx, { query }) => {
      ctx.body = await users.list(query);
    },
    // A bad search or status is INVALID_INPUT like any field's; a bad page has the admin lists' own code.
    { invalidCode: { page: 'ADMIN_INVALID_PAGINATION', pageSize: 'ADMIN_INVALID_PAGINATION' } },
  );
  route(adminEndpoints.adminUser, async (ctx, { params }) => {
    ctx.body = await users.details(params.id);
  });
  route(adminEndpoints.adminCreateUser, async (ctx, { body, principal }) => {
    ctx.body = await users.create(principal.user, body.email);
  });
  for (const [name, action] of Object.entries(actions)) {
    route(adminEndpoints[name as keyof typeof actions], async (ctx, { params, principal }) => {
      await users[action](principal.user, params.id);
      ctx.body = { ok: true };
    });
  }
  return router;
}
