import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import { noteCardRoute } from '#contract/notes/note-endpoints.ts';
import { AppError } from '../app-error.ts';
import type { AccessCheck } from '../http/access-check.ts';
import { answerRoast } from '../http/answer-roast.ts';
import type { EventStreams } from '../http/event-streams.ts';
import type { AuthState } from '../http/authenticate.ts';
import { clientAddress } from '../http/client-address.ts';
import { endpointRouter } from '../http/endpoint-router.ts';
import type { Logger } from '../logger.ts';
import type { NoteCardService } from '../services/note-card-service.ts';
import type { NoteService } from '../services/note-service.ts';
import type { RoastService } from '../services/roast-service.ts';

/** Roast generation and notes (spec §7, /api/v1/nemesis-notes). */
export function noteRoutes(deps: { access: AccessCheck; roasts: RoastService; notes: NoteService; cards: NoteCardService; logger: Logger; streams: EventStreams }): Router<AuthState> {
  const { roasts, notes, cards } = deps;
  const { router, route } = endpointRouter(deps.access);

  route(endpoints.generateInitial, async (ctx, { body, principal }) => {
    await answerRoast(ctx, await roasts.prepare(principal.user.id, { stage: 'initial-roast', details: body }), 'initialRoast', deps);
  });

  route(endpoints.generateFinal, async (ctx, { body, principal }) => {
    const { userNotes, initialRoast, ...details } = body;
    await answerRoast(ctx, await roasts.prepare(principal.user.id, { stage: 'final-roast', details, userNotes, initialRoast }), 'finalRoast', deps);
  });

  route(endpoints.createNote, async (ctx, { body, principal }) => {
    ctx.status = 201;
    ctx.body = await notes.create(principal.user.id, body);
  });

  route(endpoints.myNotes, async (ctx, { query, principal }) => {
    ctx.body = await notes.listMine(principal.user.id, query);
  });

  route(endpoints.recentlyViewed, async (ctx, { principal }) => {
    ctx.body = { notes: await notes.listRecentlyViewed(principal.user.id) };
  });

  route(endpoints.recordView, async (ctx, { body, principal }) => {
    ctx.body = await notes.recordView(principal.user.id, body.shortUuid);
  });

  route(endpoints.getNote, async (ctx, { params, principal }) => {
    ctx.body = await notes.read(params.shortUuid, principal?.user.id);
  });

  // The preview card for link previews (1200x630 PNG), drawn once per note and kept.
  route(noteCardRoute, async (ctx, { params }) => {
    // A hidden note's card is gone too (410).
    const note = await notes.findShown(params.shortUuid);
    if (!note) throw new AppError('NOTE_NOT_FOUND', errorTypeDisplay['not-found'].message);
    const card = await cards.get(note, clientAddress(ctx));
    ctx.status = 200;
    ctx.type = 'image/png';
    // Made to be shown by other sites (chat apps, social networks) beside the link.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.etag = card.etag;
    if (ctx.fresh) ctx.status = 304;
    else ctx.body = card.png;
  });

  route(endpoints.deleteNote, async (ctx, { params, principal }) => {
    await notes.delete(principal.user.id, params.shortUuid);
    ctx.body = { ok: true };
  });

  return router;
}
