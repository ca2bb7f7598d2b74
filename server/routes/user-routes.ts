import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { AccountService } from '../services/account-service.ts';

/** The spec's login report (POST /api/v1/user/login): records the signed-in user's last login. */
export function userRoutes(access: AccessCheck, accounts: AccountService): Router<AuthState> {
  const { router, route } = endpointRouter(access);
  route(endpoints.loginReport, async (ctx, { body, principal }) => {
    await accounts.recordLogin(principal, body);
    ctx.body = { ok: true };
  });
  return router;
}
