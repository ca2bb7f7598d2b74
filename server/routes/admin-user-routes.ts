import type Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { AdminUserService } from '../services/admin/admin-user-service.ts';

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
export function adminUserRoutes(deps: { routing: RouterSetup; users: AdminUserService }): Router<AuthState> {
  const { users } = deps;
  const { router, route } = endpointRouter(deps.routing);
  route(
    adminEndpoints.adminUsers,
    ({ query }) => users.list(query),
    // A bad search or status is INVALID_INPUT like any field's; a bad page has the admin lists' own code.
    { invalidCode: { page: 'ADMIN_INVALID_PAGINATION', pageSize: 'ADMIN_INVALID_PAGINATION' } },
  );
  route(adminEndpoints.adminUser, ({ params }) => users.details(params.id));
  route(adminEndpoints.adminCreateUser, ({ body, principal }) => users.create(principal.user, body.email));
  for (const [name, action] of Object.entries(actions)) {
    route(adminEndpoints[name as keyof typeof actions], async ({ params, principal }) => {
      await users[action](principal.user, params.id);
      return ok;
    });
  }
  return router;
}
