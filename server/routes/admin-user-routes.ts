import Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requireAdmin } from '../http/require-admin.ts';
import { validate } from '../http/validate.ts';
import type { AdminCheck } from '../services/admin-check.ts';
import type { AdminUserService } from '../services/admin-user-service.ts';

type Action = 'disable' | 'enable' | 'requirePasswordReset' | 'grantAdmin' | 'revokeAdmin';

// Each user action is a POST on the user with the service method of the same name.
const actions = {
  adminDisableUser: 'disable',
  adminEnableUser: 'enable',
  adminRequirePasswordReset: 'requirePasswordReset',
  adminGrantAdmin: 'grantAdmin',
  adminRevokeAdmin: 'revokeAdmin',
} as const satisfies Record<string, Action>;

/** The admin's user routes (/api/admin/users): the list, a user's details, creating a user and the actions on one. */
export function adminUserRoutes(deps: { adminCheck: AdminCheck; users: AdminUserService }): Router<AuthState> {
  const { adminCheck, users } = deps;
  const router = new Router<AuthState>();
  router.get(adminEndpoints.adminUsers.path, async (ctx) => {
    await requireAdmin(ctx, adminCheck);
    ctx.body = await users.list(validate(ctx, adminEndpoints.adminUsers, 'ADMIN_INVALID_PAGINATION').query);
  });
  router.get(adminEndpoints.adminUser.path, async (ctx) => {
    await requireAdmin(ctx, adminCheck);
    ctx.body = await users.details(validate(ctx, adminEndpoints.adminUser).params.id);
  });
  router.post(adminEndpoints.adminCreateUser.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    ctx.body = await users.create(user, validate(ctx, adminEndpoints.adminCreateUser).body.email);
  });
  for (const [name, action] of Object.entries(actions)) {
    const endpoint = adminEndpoints[name as keyof typeof actions];
    router.post(endpoint.path, async (ctx) => {
      const { user } = await requireAdmin(ctx, adminCheck);
      await users[action](user, validate(ctx, endpoint).params.id);
      ctx.body = { ok: true };
    });
  }
  return router;
}
