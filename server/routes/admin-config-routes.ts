import type Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import { answerRoast } from '../http/answer-roast.ts';
import type { EventStreams } from '../http/event-streams.ts';
import type { AuthState } from '../http/authenticate.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { Logger } from '../logger.ts';
import type { AdminConfigService } from '../services/admin-config-service.ts';
import type { RoastLabService } from '../services/roast-lab-service.ts';

/** The admin's config and model routes (/api/admin/config, /api/admin/bedrock/…). */
export function adminConfigRoutes(deps: { access: AccessCheck; config: AdminConfigService; lab: RoastLabService; logger: Logger; streams: EventStreams }): Router<AuthState> {
  const { config, lab } = deps;
  const { router, route } = endpointRouter(deps.access);
  route(adminEndpoints.adminConfig, async (ctx, { query }) => {
    ctx.body = await config.get(query.configKey);
  });
  route(adminEndpoints.adminPutConfig, async (ctx, { body, principal }) => {
    await config.put(principal.user, body.configKey, body.configValue);
    ctx.body = { ok: true };
  });
  route(adminEndpoints.adminModels, async (ctx, { query }) => {
    ctx.body = await config.models(query.refresh === 'true');
  });
  route(adminEndpoints.adminPutModel, async (ctx, { body, principal }) => {
    await config.setModel(principal.user, body.modelId, body.modelSettings);
    ctx.body = { ok: true };
  });
  route(adminEndpoints.adminTestModel, async (ctx, { body, principal }) => {
    await answerRoast(ctx, await lab.testModel(principal.user.id, body.modelId, body.modelSettings), 'roast', deps);
  });
  return router;
}
