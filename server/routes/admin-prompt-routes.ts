import type Router from '@koa/router';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { answerRoast } from '../http/streams/answer-roast.ts';
import type { EventStreams } from '../http/streams/event-streams.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { Logger } from '../logger.ts';
import type { AdminPromptService } from '../services/admin/admin-prompt-service.ts';
import type { RoastLabService } from '../services/roasts/roast-lab-service.ts';

/** The admin's prompt template routes (/api/admin/prompts). */
export function adminPromptRoutes(deps: {
  routing: RouterSetup;
  prompts: AdminPromptService;
  lab: RoastLabService;
  logger: Logger;
  streams: EventStreams;
}): Router<AuthState> {
  const { prompts, lab } = deps;
  const { router, route, routeRaw } = endpointRouter(deps.routing);
  route(adminEndpoints.adminPrompts, async () => ({ prompts: await prompts.list() }));
  route(adminEndpoints.adminPromptVersions, async ({ params }) => ({
    versions: await prompts.versions(params.promptId),
  }));
  route(adminEndpoints.adminPromptVersion, ({ params }) => prompts.view(params.promptId, params.version));
  route(adminEndpoints.adminCreatePrompt, ({ body, principal }) => prompts.create(principal.user, body));
  routeRaw(adminEndpoints.adminTryPrompt, async ({ body, principal, ctx, answer }) => {
    await answerRoast(
      { ctx, answer },
      adminEndpoints.adminTryPrompt,
      await lab.tryPrompt(principal.user.id, body),
      'roast',
      deps,
    );
  });
  route(adminEndpoints.adminActivatePrompt, async ({ params, body, principal }) => {
    await prompts.activate(principal.user, params.promptId, body.version, body.basedOnActiveVersion);
    return ok;
  });
  return router;
}
