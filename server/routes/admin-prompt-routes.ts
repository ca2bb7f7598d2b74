import Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { answerRoast } from '../http/answer-roast.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requireAdmin } from '../http/require-admin.ts';
import { validate } from '../http/validate.ts';
import type { AdminCheck } from '../services/admin-check.ts';
import type { AdminPromptService } from '../services/admin-prompt-service.ts';
import type { Logger } from '../logger.ts';
import type { RoastLabService } from '../services/roast-lab-service.ts';

/** The admin's prompt template routes (/api/admin/prompts). */
export function adminPromptRoutes(deps: { adminCheck: AdminCheck; prompts: AdminPromptService; lab: RoastLabService; logger: Logger }): Router<AuthState> {
  const { adminCheck, prompts, lab, logger } = deps;
  const router = new Router<AuthState>();
  router.get(adminEndpoints.adminPrompts.path, async (ctx) => {
    await requireAdmin(ctx, adminCheck);
    ctx.body = { prompts: await prompts.list() };
  });
  router.post(adminEndpoints.adminCreatePrompt.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    ctx.body = await prompts.create(user, validate(ctx, adminEndpoints.adminCreatePrompt).body);
  });
  router.post(adminEndpoints.adminTryPrompt.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    await answerRoast(ctx, await lab.tryPrompt(user.id, validate(ctx, adminEndpoints.adminTryPrompt).body), 'roast', logger);
  });
  router.put(adminEndpoints.adminActivatePrompt.path, async (ctx) => {
    const { user } = await requireAdmin(ctx, adminCheck);
    const { params, body } = validate(ctx, adminEndpoints.adminActivatePrompt);
    await prompts.activate(user, params.promptId, body.version, body.basedOnActiveVersion);
    ctx.body = { ok: true };
  });
  return router;
}
