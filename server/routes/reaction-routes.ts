import type Router from '@koa/router';
import type { Context } from 'koa';
import { endpoints } from '#contract/endpoints.ts';
import type { PrincipalFor } from '../http/routing/access-check.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { clientAddress } from '../http/routing/client-address.ts';
import type { DeviceCookie } from '../http/cookies/device-cookie.ts';
import { endpointRouter } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { NoteReactionService, Reader } from '../services/notes/note-reaction-service.ts';

/** Readers' reactions to a note (/api/v1/nemesis-notes/{shortUuid}/reactions). */
export function reactionRoutes(deps: {
  routing: RouterSetup;
  reactions: NoteReactionService;
  device: DeviceCookie;
}): Router<AuthState> {
  const { reactions, device } = deps;
  const { router, route } = endpointRouter(deps.routing);

  /** The caller as a reader: their account, else the device cookie this server issued them, if any. */
  const readerOf = (ctx: Context, principal: PrincipalFor<'public'>): Reader => ({
    userId: principal?.user.id,
    deviceId: principal ? undefined : device.deviceId(ctx),
    ip: clientAddress(ctx),
  });

  /** A reader about to react: one signed out without a device cookie of this server's is given one, so their reaction stays theirs. */
  const writerOf = (ctx: Context, principal: PrincipalFor<'public'>): Reader => ({
    userId: principal?.user.id,
    deviceId: principal ? undefined : device.visitorId(ctx),
    ip: clientAddress(ctx),
  });

  route(endpoints.noteReactions, ({ params, principal, ctx }) =>
    reactions.read(params.shortUuid, readerOf(ctx, principal)),
  );

  route(endpoints.setReaction, ({ params, body, principal, ctx }) =>
    reactions.react(params.shortUuid, writerOf(ctx, principal), body.reaction),
  );

  route(endpoints.removeReaction, ({ params, principal, ctx }) =>
    reactions.remove(params.shortUuid, readerOf(ctx, principal)),
  );

  return router;
}
