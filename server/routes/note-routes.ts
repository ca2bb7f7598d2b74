import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import { noteCardRoute } from '#contract/notes/note-endpoints.ts';
import { calendarRoutes } from '#contract/site/calendar-routes.ts';
import { AppError } from '../app-error.ts';
import { answerRoast } from '../http/streams/answer-roast.ts';
import type { EventStreams } from '../http/streams/event-streams.ts';
import type { AuthState } from '../http/middleware/authenticate.ts';
import { clientAddress } from '../http/routing/client-address.ts';
import { endpointRouter, ok } from '../http/routing/endpoint-router.ts';
import type { RouterSetup } from '../http/routing/endpoint-router.ts';
import type { Logger } from '../logger.ts';
import type { NoteCardService } from '../services/notes/note-card-service.ts';
import type { NoteSealService } from '../services/notes/note-seal-service.ts';
import type { NoteService } from '../services/notes/note-service.ts';
import type { RoastService } from '../services/roasts/roast-service.ts';

/** Roast generation and notes (spec §7, /api/v1/nemesis-notes). */
export function noteRoutes(deps: {
  routing: RouterSetup;
  roasts: RoastService;
  notes: NoteService;
  seals: NoteSealService;
  cards: NoteCardService;
  logger: Logger;
  streams: EventStreams;
}): Router<AuthState> {
  const { roasts, notes, seals, cards } = deps;
  const { router, route, routeRaw } = endpointRouter(deps.routing);

  routeRaw(endpoints.generateInitial, async ({ body, principal, ctx, answer }) => {
    await answerRoast(
      { ctx, answer },
      endpoints.generateInitial,
      await roasts.prepare(principal.user.id, { stage: 'initial-roast', details: body }),
      'initialRoast',
      deps,
    );
  });

  routeRaw(endpoints.generateFinal, async ({ body, principal, ctx, answer }) => {
    const { userNotes, initialRoast, ...details } = body;
    await answerRoast(
      { ctx, answer },
      endpoints.generateFinal,
      await roasts.prepare(principal.user.id, { stage: 'final-roast', details, userNotes, initialRoast }),
      'finalRoast',
      deps,
    );
  });

  route(endpoints.createNote, ({ body, principal }) => notes.create(principal.user.id, body));

  route(endpoints.checkVanityUrl, async ({ query }) => ({
    vanityUrl: query.vanityUrl,
    available: await notes.vanityUrlAvailable(query.vanityUrl),
  }));

  route(endpoints.myNotes, ({ query, principal }) => notes.listMine(principal.user.id, query));

  route(endpoints.recentlyViewed, async ({ principal }) => ({
    notes: await notes.listRecentlyViewed(principal.user.id),
  }));

  route(endpoints.clearRecentlyViewed, async ({ principal }) => {
    await notes.clearRecentlyViewed(principal.user.id);
    return ok;
  });

  route(endpoints.recordView, ({ body, principal }) => notes.recordView(principal.user.id, body.shortUuid));

  route(endpoints.getNote, ({ params, principal }) => notes.read(params.shortUuid, principal?.user.id));

  // The preview card for link previews (1200x630 PNG), drawn once per note and kept.
  routeRaw(noteCardRoute, async ({ params, ctx }) => {
    // A hidden note's card is gone too (410).
    const note = await notes.findShown(params.shortUuid);
    if (!note) throw new AppError('NOTE_NOT_FOUND', errorTypeDisplay['not-found'].message);
    const card = await cards.get(note, clientAddress(ctx));
    ctx.status = 200;
    ctx.type = 'image/png';
    // Made to be shown by other sites (chat apps, social networks) beside the link.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    // A sealed note's teaser gives way to the card with its roast when it opens: checked again on each use.
    if (card.sealed) ctx.set('Cache-Control', 'public, no-cache');
    ctx.etag = card.etag;
    if (ctx.fresh) ctx.status = 304;
    else ctx.body = card.png;
  });

  route(endpoints.changeNoteSeal, ({ params, body, principal }) =>
    seals.changeZone(principal.user.id, params.shortUuid, body.timeZone),
  );

  routeRaw(calendarRoutes.noteOpeningCalendar, async ({ params, ctx }) => {
    const calendar = await seals.openingCalendar(params.shortUuid);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.attachment(`nemesis-note-${params.shortUuid}.ics`);
    ctx.body = calendar;
  });

  route(endpoints.openNoteEarly, ({ params, principal }) => seals.openEarly(principal.user.id, params.shortUuid));

  route(endpoints.deleteNote, async ({ params, principal }) => {
    await notes.delete(principal.user.id, params.shortUuid);
    return ok;
  });

  return router;
}
