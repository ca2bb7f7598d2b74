import type Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { answerRoast } from '../http/streams/answer-roast.ts';
import type { EventStreams } from '../http/streams/event-streams.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { Logger } from '../logger.ts';
import type { AdminConfigService } from '../services/admin/admin-config-service.ts';
import type { RoastLabService } from '../services/roasts/roast-lab-service.ts';

/** The admin's config and model routes (/api/admin/config, /api/admin/bedrock/…). */
export function adminConfigRoutes(deps: {
  routing: RouterSetup;
  config: AdminConfigService;
  lab: RoastLabService;
  logger: Logger;
  streams: EventStreams;
}): Router<AuthState> {
  const { config, lab } = deps;
  const { router, route, routeRaw } = endpointRouter(deps.routing);
  route(adminEndpoints.adminConfig, ({ query }) => config.get(query.configKey));
  route(adminEndpoints.adminPutConfig, async ({ body, principal }) => {
    await config.put(principal.user, body.configKey, body.configValue);
    return ok;
  });
  route(adminEndpoints.adminModels, ({ query }) => config.models(query.refresh === 'true'));
  route(adminEndpoints.adminPutModel, async ({ body, principal }) => {
    await config.setModel(principal.user, body.modelId, body.modelSettings);
    return ok;
  });
  routeRaw(adminEndpoints.adminTestModel, async ({ body, principal, ctx, answer }) => {
    await answerRoast(
      { ctx, answer },
      adminEndpoints.adminTestModel,
      await lab.testModel(principal.user.id, body.modelId, body.modelSettings),
      'roast',
      deps,
    );
  });
  return router;
}
