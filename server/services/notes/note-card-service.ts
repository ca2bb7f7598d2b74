import { createHash } from 'node:crypto';
import type { NoteCardRepository, StoredCard } from '../../db/repositories/note-card-repository.ts';
import type { NoteRow } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { CardPool } from '../../og/card-pool.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { noteRateLimits } from '../rate-limits.ts';
import type { Clock } from '../../clock.ts';

/**
 * Preview cards: each note's card is drawn once, in the card pool's workers (never on the server's
 * event loop), and kept in the database, so neither a restart nor another process draws it again.
 */
export function createNoteCardService(deps: {
  cards: NoteCardRepository;
  pool: CardPool;
  limiter: RateLimiter;
  logger: Logger;
  clock: Clock;
}) {
  // Requests for a card being drawn wait for that drawing instead of starting another.
  const drawing = new Map<string, Promise<StoredCard>>();

  function draw(note: NoteRow): Promise<StoredCard> {
    const pending =
      drawing.get(note.shortUuid) ??
      (async () => {
        const png = await deps.pool.draw(note);
        const card = { png, etag: `"${createHash('sha256').update(png).digest('base64url')}"` };
        await deps.cards.save(note.shortUuid, card, deps.clock.now());
        return (await deps.cards.find(note.shortUuid)) ?? card;
      })().finally(() => drawing.delete(note.shortUuid));
    drawing.set(note.shortUuid, pending);
    return pending;
  }

  return {
    /** The note's card: the kept one, or drawn now for `client` (RATE_LIMIT_EXCEEDED past their drawing limit). */
    async get(note: NoteRow, client: string): Promise<StoredCard> {
      const stored = await deps.cards.find(note.shortUuid);
      if (stored) return stored;
      if (!drawing.has(note.shortUuid)) await deps.limiter.hit(noteRateLimits.cardDrawsPerClient, client);
      return draw(note);
    },

    /** Draws a newly published note's card in the background, so the first link preview finds it ready. */
    drawInBackground(note: NoteRow): void {
      draw(note).catch((error: unknown) =>
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
