import { createHash } from 'node:crypto';
import type { NoteCardRepository, StoredCard } from '../../db/repositories/note-card-repository.ts';
import type { NoteRow } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { CardPool } from '../../og/card-pool.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { noteRateLimits } from '../limits/rate-limits.ts';
import type { Clock } from '../../clock.ts';
import { sealOf } from './note-seal.ts';

/** A note's card as served: `sealed` for the teaser of a note still sealed, which must not be kept past its opening. */
export type ServedCard = StoredCard & { sealed: boolean };

/**
 * Preview cards: each note's card is drawn once, in the card pool's workers (never on the server's
 * event loop), and kept in the database, so neither a restart nor another process draws it again.
 * A note sealed until Nemesis Day has a teaser without its roast until it opens; a card drawn before
 * the opening is that teaser, and is drawn again, with the roast, once the note has opened.
 */
export function createNoteCardService(deps: {
  cards: NoteCardRepository;
  pool: CardPool;
  limiter: RateLimiter;
  logger: Logger;
  clock: Clock;
}) {
  // Requests for a card being drawn wait for that drawing instead of starting another (a teaser and a card apart).
  const drawing = new Map<string, Promise<StoredCard>>();
  const drawingKey = (note: NoteRow, sealed: boolean) => `${note.shortUuid}${sealed ? ':sealed' : ''}`;

  /** Draws the note's card as it is at `now` (its teaser while sealed), kept as drawn then. */
  function draw(note: NoteRow, now: Date): Promise<StoredCard> {
    const sealed = sealOf(note, now) !== undefined;
    const key = drawingKey(note, sealed);
    const pending =
      drawing.get(key) ??
      (async () => {
        const { nemesisName, finalRoast, createdAt } = note;
        const png = await deps.pool.draw({ nemesisName, finalRoast: sealed ? '' : finalRoast, createdAt, sealed });
        const card = {
          png,
          etag: `"${createHash('sha256').update(png).digest('base64url')}"`,
          drawnAt: now.toISOString(),
        };
        // A teaser drawn meanwhile (as the note was published) gives way to the card of the opened note.
        if (!sealed && note.sealedUntil !== null) await deps.cards.dropDrawnBefore(note.shortUuid, note.sealedUntil);
        await deps.cards.save(note.shortUuid, card);
        return (await deps.cards.find(note.shortUuid)) ?? card;
      })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
    return pending;
  }

  /** Whether a kept card is a sealed note's teaser drawn before it opened. */
  const drawnSealed = (note: NoteRow, card: StoredCard) => note.sealedUntil !== null && card.drawnAt < note.sealedUntil;

  return {
    /** The note's card: the kept one, or drawn now for `client` (RATE_LIMIT_EXCEEDED past their drawing limit). */
    async get(note: NoteRow, client: string): Promise<ServedCard> {
      const now = deps.clock.now();
      const sealed = sealOf(note, now) !== undefined;
      const stored = await deps.cards.find(note.shortUuid);
      // A teaser of a note that has opened since is drawn again, with the roast.
      if (stored && (sealed || !drawnSealed(note, stored))) return { ...stored, sealed: drawnSealed(note, stored) };
      if (!drawing.has(drawingKey(note, sealed))) await deps.limiter.hit(noteRateLimits.cardDrawsPerClient, client);
      const card = await draw(note, now);
      return { ...card, sealed: drawnSealed(note, card) };
    },

    /** Draws a newly published note's card in the background, so the first link preview finds it ready. */
    drawInBackground(note: NoteRow): void {
      draw(note, deps.clock.now()).catch((error: unknown) =>
        deps.logger.warn({ err: error, shortUuid: note.shortUuid }, 'the preview card could not be drawn'),
      );
    },

    /** Stops the drawing workers (at shutdown), then waits for the drawings they cut short to settle, so none writes after it. */
    async close(): Promise<void> {
      await deps.pool.close();
      await Promise.allSettled(drawing.values());
    },
  };
}

export type NoteCardService = ReturnType<typeof createNoteCardService>;
