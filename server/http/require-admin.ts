import type { Context } from 'koa';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { AppError } from '../app-error.ts';
import type { AdminCheck } from '../services/admin-check.ts';
import type { Principal } from '../services/session-service.ts';
import type { AuthState } from './authenticate.ts';

/**
 * The caller if they are an admin (a session or a bearer token): else 401 ADMIN_UNAUTHORIZED when
 * nobody is signed in, 403 ADMIN_FORBIDDEN when the caller is not an admin.
 */
export async function requireAdmin(ctx: Context, adminCheck: AdminCheck): Promise<Principal> {
  const principal = (ctx.state as AuthState).principal;
  if (!principal) throw new AppError('ADMIN_UNAUTHORIZED', adminMessages.unauthorized);
  if (!(await adminCheck.isAdmin(principal.user))) throw new AppError('ADMIN_FORBIDDEN', adminMessages.forbidden);
  return principal;
}
