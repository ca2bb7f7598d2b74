import Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requirePrincipal } from '../http/authenticate.ts';
import { validate } from '../http/validate.ts';
import type { AccountService } from '../services/account-service.ts';

/** The spec's login report (POST /api/v1/user/login): records the signed-in user's last login. */
export function userRoutes(accounts: AccountService): Router<AuthState> {
  const router = new Router<AuthState>();
  router.post(endpoints.loginReport.path, async (ctx) => {
    const principal = requirePrincipal(ctx);
    await accounts.recordLogin(principal, validate(ctx, endpoints.loginReport).body);
    ctx.body = { ok: true };
  });
  return router;
}
