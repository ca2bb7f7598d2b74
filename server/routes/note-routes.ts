import Router from '@koa/router';
import { endpoints } from '#contract/endpoints.ts';
import { noteCardPath, noteParams } from '#contract/notes/note-endpoints.ts';
import { AppError } from '../app-error.ts';
import { answerRoast } from '../http/answer-roast.ts';
import type { AuthState } from '../http/authenticate.ts';
import { requirePrincipal } from '../http/authenticate.ts';
import { validate } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import { clientAddress } from '../http/client-address.ts';
import type { NoteCardService } from '../services/note-card-service.ts';
import type { NoteService } from '../services/note-service.ts';
import type { RoastService } from '../services/roast-service.ts';

/** Roast generation and notes (spec §7, /api/v1/nemesis-notes). */
export function noteRoutes(deps: { roasts: RoastService; notes: NoteService; cards: NoteCardService; logger: Logger }): Router<AuthState> {
  const { roasts, notes, cards, logger } = deps;
  const router = new Router<AuthState>();

  router.post(endpoints.generateInitial.path, async (ctx) => {
    const { user } = requirePrincipal(ctx);
    const details = validate(ctx, endpoints.generateInitial).body;
    await answerRoast(ctx, await roasts.prepare(user.id, { stage: 'initial-roast', details }), 'initialRoast', logger);
  });

  router.post(endpoints.generateFinal.path, async (ctx) => {
    const { user } = requirePrincipal(ctx);
    const { userNotes, initialRoast, ...details } = validate(ctx, endpoints.generateFinal).body;
    await answerRoast(ctx, await roasts.prepare(user.id, { stage: 'final-roast', details, userNotes, initialRoast }), 'finalRoast', logger);
  });

  router.post(endpoints.createNote.path, async (ctx) => {
    const { user } = requirePrincipal(ctx);
    ctx.status = 201;
    ctx.body = await notes.create(user.id, validate(ctx, endpoints.createNote).body);
  });

  router.get(endpoints.myNotes.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { query } = validate(ctx, endpoints.myNotes);
    ctx.body = await notes.listMine(requirePrincipal(ctx).user.id, query);
  });

  router.get(endpoints.recentlyViewed.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { notes: await notes.listRecentlyViewed(requirePrincipal(ctx).user.id) };
  });

  router.post(endpoints.recordView.path, async (ctx) => {
    const { user } = requirePrincipal(ctx);
    ctx.body = await notes.recordView(user.id, validate(ctx, endpoints.recordView).body.shortUuid);
  });

  router.get(endpoints.getNote.path, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.body = await notes.read(validate(ctx, endpoints.getNote).params.shortUuid, ctx.state.principal?.user.id);
  });

  // The preview card for link previews (1200x630 PNG), drawn once per note and kept.
  router.get(noteCardPath(':shortUuid'), async (ctx) => {
    const note = await notes.find(validate(ctx, { params: noteParams }).params.shortUuid);
    if (!note) throw new AppError('NOTE_NOT_FOUND', 'The requested content could not be found');
    const card = await cards.get(note, clientAddress(ctx));
    ctx.status = 200;
    ctx.type = 'image/png';
    // A note never changes, so neither does its card; a day's caching lets a deleted note's card fade out.
    ctx.set('Cache-Control', 'public, max-age=86400, immutable');
    // Made to be shown by other sites (chat apps, social networks) beside the link.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.etag = card.etag;
    if (ctx.fresh) ctx.status = 304;
    else ctx.body = card.png;
  });

  router.delete(endpoints.deleteNote.path, async (ctx) => {
    await notes.delete(requirePrincipal(ctx).user.id, validate(ctx, endpoints.deleteNote).params.shortUuid);
    ctx.body = { ok: true };
  });

  return router;
}
