import Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { answerRoast } from '../http/answer-roast.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requireAdmin } from '../http/require-admin.ts';
import { validate } from '../http/validate.ts';
import type { AdminCheck } from '../services/admin-check.ts';
import type { AdminConfigService } from '../services/admin-config-service.ts';
import type { Logger } from '../logger.ts';
import type { RoastLabService } from '../services/roast-lab-service.ts';

/** The admin's config and model routes (/api/admin/config, /api/admin/bedrock/…). */
export function adminConfigRoutes(deps: { adminCheck: AdminCheck; config: AdminConfigService; lab: RoastLabService; logger: Logger }): Router<AuthState> {
  const { adminCheck, config, lab, logger } = deps;
  const router = new Router<AuthState>();
  router.get(adminEndpoints.adminConfig.path, async (ctx) => {
    await requireAdmin(ctx, adminCheck);
    ctx.body = await config.get(validate(ctx, adminEndpoints.adminConfig).query.configKey);
  });
  router.put(adminEndpoints.adminPutConfig.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    const { configKey, configValue } = validate(ctx, adminEndpoints.adminPutConfig).body;
    await config.put(user, configKey, configValue);
    ctx.body = { ok: true };
  });
  router.get(adminEndpoints.adminModels.path, async (ctx) => {
    await requireAdmin(ctx, adminCheck);
    ctx.body = await config.models(validate(ctx, adminEndpoints.adminModels).query.refresh === 'true');
  });
  router.put(adminEndpoints.adminPutModel.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    const { modelId, modelSettings } = validate(ctx, adminEndpoints.adminPutModel).body;
    await config.setModel(user, modelId, modelSettings);
    ctx.body = { ok: true };
  });
  router.post(adminEndpoints.adminTestModel.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    const { modelId, modelSettings } = validate(ctx, adminEndpoints.adminTestModel).body;
    await answerRoast(ctx, await lab.testModel(user.id, modelId, modelSettings), 'roast', logger);
  });
  return router;
}
