import type Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AccessCheck } from '../http/access-check.ts';
import { answerRoast } from '../http/answer-roast.ts';
import type { EventStreams } from '../http/event-streams.ts';
import type { AuthState } from '../http/authenticate.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { Logger } from '../logger.ts';
import type { AdminPromptService } from '../services/admin-prompt-service.ts';
import type { RoastLabService } from '../services/roast-lab-service.ts';

/** The admin's prompt template routes (/api/admin/prompts). */
export function adminPromptRoutes(deps: { access: AccessCheck; prompts: AdminPromptService; lab: RoastLabService; logger: Logger; streams: EventStreams }): Router<AuthState> {
  const { prompts, lab } = deps;
  const { router, route } = endpointRouter(deps.access);
  route(adminEndpoints.adminPrompts, async (ctx) => {
    ctx.body = { prompts: await prompts.list() };
  });
  route(adminEndpoints.adminPromptVersion, async (ctx, { params }) => {
    ctx.body = await prompts.view(params.promptId, params.version);
  });
  route(adminEndpoints.adminCreatePrompt, async (ctx, { body, principal }) => {
    ctx.body = await prompts.create(principal.user, body);
  });
  route(adminEndpoints.adminTryPrompt, async (ctx, { body, principal }) => {
    await answerRoast(ctx, await lab.tryPrompt(principal.user.id, body), 'roast', deps);
  });
  route(adminEndpoints.adminActivatePrompt, async (ctx, { params, body, principal }) => {
    await prompts.activate(principal.user, params.promptId, body.version, body.basedOnActiveVersion);
    ctx.body = { ok: true };
  });
  return router;
}
