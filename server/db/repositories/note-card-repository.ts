import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';

/** A drawn preview card: the PNG and its entity tag. */
export interface StoredCard {
  png: Buffer;
  etag: string;
}

/** Keeps each note's drawn preview card (removed with its note). */
export function createNoteCardRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** The note's card, if it has been drawn. */
    async find(shortUuid: string): Promise<StoredCard | undefined> {
      const row = await db
        .selectFrom('noteCards')
        .select(['pngBase64', 'etag'])
        .where('shortUuid', '=', shortUuid)
        .executeTakeFirst();
      return row && { png: Buffer.from(row.pngBase64, 'base64'), etag: row.etag };
    },

    /** Keeps a card drawn `at`; the first one kept for a note stays (another process may have drawn it too). */
    async save(shortUuid: string, card: StoredCard, at: Date): Promise<void> {
      await db
        .insertInto('noteCards')
        .values({ shortUuid, pngBase64: card.png.toString('base64'), etag: card.etag, createdAt: at.toISOString() })
        .onConflict((conflict) => conflict.column('shortUuid').doNothing())
        .execute();
    },
  };
}

export type NoteCardRepository = ReturnType<typeof createNoteCardRepository>;
