import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';

/** A drawn preview card: the PNG, its entity tag, and when it was drawn (ISO). */
export interface StoredCard {
  png: Buffer;
  etag: string;
  drawnAt: string;
}

/** Keeps each note's drawn preview card (removed with its note). */
export function createNoteCardRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** The note's card, if it has been drawn. */
    async find(shortUuid: string): Promise<StoredCard | undefined> {
      const row = await db
        .selectFrom('noteCards')
        .select(['pngBase64', 'etag', 'createdAt'])
        .where('shortUuid', '=', shortUuid)
        .executeTakeFirst();
      return row && { png: Buffer.from(row.pngBase64, 'base64'), etag: row.etag, drawnAt: row.createdAt };
    },

    /** Keeps a card drawn at its `drawnAt`; the first one kept for a note stays (another process may have drawn it too). */
    async save(shortUuid: string, card: StoredCard): Promise<void> {
      await db
        .insertInto('noteCards')
        .values({ shortUuid, pngBase64: card.png.toString('base64'), etag: card.etag, createdAt: card.drawnAt })
        .onConflict((conflict) => conflict.column('shortUuid').doNothing())
        .execute();
    },

    /** Drops the note's card if it was drawn before `before` (a sealed note's teaser, once the note has opened). */
    async dropDrawnBefore(shortUuid: string, before: string): Promise<void> {
      await db.deleteFrom('noteCards').where('shortUuid', '=', shortUuid).where('createdAt', '<', before).execute();
    },
  };
}

export type NoteCardRepository = ReturnType<typeof createNoteCardRepository>;
