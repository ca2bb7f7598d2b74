import Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requireAdmin } from '../http/require-admin.ts';
import { validate } from '../http/validate.ts';
import type { AdminCheck } from '../services/admin-check.ts';
import type { AdminConfigService } from '../services/admin-config-service.ts';

/** The admin's config and model routes (/api/admin/config, /api/admin/bedrock/…). */
export function adminConfigRoutes(deps: { adminCheck: AdminCheck; config: AdminConfigService }): Router<AuthState> {
  const { adminCheck, config } = deps;
  const router = new Router<AuthState>();
  router.get(endpoints.adminConfig.path, async (ctx) => {
    await requireAdmin(ctx, adminCheck);
    ctx.body = await config.get(validate(ctx, endpoints.adminConfig).query.configKey);
  });
  router.put(endpoints.adminPutConfig.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    const { configKey, configValue } = validate(ctx, endpoints.adminPutConfig).body;
    await config.put(user, configKey, configValue);
    ctx.body = { ok: true };
  });
  router.get(endpoints.adminModels.path, async (ctx) => {
    await requireAdmin(ctx, adminCheck);
    ctx.body = await config.models(validate(ctx, endpoints.adminModels).query.refresh === 'true');
  });
  router.put(endpoints.adminPutModel.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    const { modelId, modelSettings } = validate(ctx, endpoints.adminPutModel).body;
    await config.setModel(user, modelId, modelSettings);
    ctx.body = { ok: true };
  });
  return router;
}
