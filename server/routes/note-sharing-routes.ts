import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { clientAddress } from '../http/routing/client-address.ts';
import { endpointRouter } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { NoteSharingService } from '../services/notes/note-sharing-service.ts';

/** "Send it to them": a note's author mails its link to the nemesis (/api/v1/nemesis-notes/{shortUuid}/send-to-nemesis). */
export function noteSharingRoutes(deps: { routing: RouterSetup; sharing: NoteSharingService }): Router<AuthState> {
  const { router, route } = endpointRouter(deps.routing);

  route(endpoints.sendNoteToNemesis, ({ params, body, principal, ctx }) =>
    deps.sharing.sendToNemesis(principal.user, params.shortUuid, body, clientAddress(ctx)),
  );

  return router;
}
