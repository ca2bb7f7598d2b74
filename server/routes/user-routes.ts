import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { AccountService } from '../services/auth/account-service.ts';

/** The spec's login report (POST /api/v1/user/login): records the signed-in user's last login. */
export function userRoutes(routing: RouterSetup, accounts: AccountService): Router<AuthState> {
  const { router, route } = endpointRouter(routing);
  route(endpoints.loginReport, async ({ body, principal }) => {
    await accounts.recordLogin(principal, body);
    return ok;
  });
  return router;
}
