import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import type { AuthState } from '../http/authenticate.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { HealthService } from '../services/health-service.ts';

/** GET health (no auth): 200 when healthy, 503 when the database does not answer. */
export function healthRoutes(access: AccessCheck, health: HealthService): Router<AuthState> {
  const { router, route } = endpointRouter(access);
  route(endpoints.health, async (ctx) => {
    const report = await health.check();
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  });
  return router;
}
