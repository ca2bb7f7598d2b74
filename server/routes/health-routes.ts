import Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { HealthService } from '../services/health-service.ts';

/** GET health (no auth): 200 when healthy, 503 when the database does not answer. */
export function healthRoutes(health: HealthService): Router {
  const router = new Router();
  router.get(endpoints.health.path, async (ctx) => {
    const report = await health.check();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  });
  return router;
}
