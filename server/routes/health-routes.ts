import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { endpointRouter } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { HealthService } from '../services/operations/health-service.ts';

/** GET health (no auth): 200 when healthy, 503 when the database does not answer. */
export function healthRoutes(routing: RouterSetup, health: HealthService): Router<AuthState> {
  const { router, route } = endpointRouter(routing);
  route(endpoints.health, () => health.check(), { statusOf: (report) => (report.status === 'ok' ? 200 : 503) });
  return router;
}
