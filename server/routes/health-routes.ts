import Router from '@koa/router';
import type { Kysely } from 'kysely';
import { endpoints } from '#contract/endpoints.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { checkHealth } from '../services/health-service.ts';
import { version } from '../version.ts';

/** GET health (no auth): 200 when healthy, 503 when the database does not answer. */
export function healthRoutes(db: Kysely<DatabaseSchema>): Router {
  const router = new Router();
  router.get(endpoints.health.path, async (ctx) => {
    const health = await checkHealth(db, version);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = health.status === 'ok' ? 200 : 503;
    ctx.body = health;
  });
  return router;
}
