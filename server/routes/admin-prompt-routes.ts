import Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requireAdmin } from '../http/require-admin.ts';
import { validate } from '../http/validate.ts';
import type { AdminCheck } from '../services/admin-check.ts';
import type { AdminPromptService } from '../services/admin-prompt-service.ts';

/** The admin's prompt template routes (/api/admin/prompts). */
export function adminPromptRoutes(deps: { adminCheck: AdminCheck; prompts: AdminPromptService }): Router<AuthState> {
  const { adminCheck, prompts } = deps;
  const router = new Router<AuthState>();
  router.get(adminEndpoints.adminPrompts.path, async (ctx) => {
    await requireAdmin(ctx, adminCheck);
    ctx.body = { prompts: await prompts.list() };
  });
  router.post(adminEndpoints.adminCreatePrompt.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    ctx.body = await prompts.create(user, validate(ctx, adminEndpoints.adminCreatePrompt).body);
  });
  router.put(adminEndpoints.adminActivatePrompt.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    const { params, body } = validate(ctx, adminEndpoints.adminActivatePrompt);
    await prompts.activate(user, params.promptId, body.version, body.basedOnActiveVersion);
    ctx.body = { ok: true };
  });
  return router;
}
