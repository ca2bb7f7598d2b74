import type { Kysely } from 'kysely';
import type { ReactionKind } from '#contract/notes/reactions.ts';
import type { DatabaseSchema } from '../schema.ts';

/** How many readers left one reaction on one note. */
export interface ReactionCountRow {
  shortUuid: string;
  reaction: ReactionKind;
  count: number;
}

/** Reads and writes readers' reactions to notes: one row per note and reader. */
export function createNoteReactionRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Sets the reader's reaction to the note, replacing theirs (one row per note and reader, whatever arrives at once). Throws if the note is gone. */
    async set(shortUuid: string, readerKey: string, reaction: ReactionKind, updatedAt: string): Promise<void> {
      await db
        .insertInto('noteReactions')
        .values({ shortUuid, readerKey, reaction, updatedAt })
        .onConflict((conflict) => conflict.columns(['shortUuid', 'readerKey']).doUpdateSet({ reaction, updatedAt }))
        .execute();
    },

    /** Takes the reader's reaction to the note back, if they left one. */
    async remove(shortUuid: string, readerKey: string): Promise<void> {
      await db
        .deleteFrom('noteReactions')
        .where('shortUuid', '=', shortUuid)
        .where('readerKey', '=', readerKey)
        .execute();
    },

    /** Every reaction the reader left, newest first (for Download My Data). */
    listByReader(readerKey: string): Promise<{ shortUuid: string; reaction: ReactionKind; updatedAt: string }[]> {
      return db
        .selectFrom('noteReactions')
        .select(['shortUuid', 'reaction', 'updatedAt'])
        .where('readerKey', '=', readerKey)
        .orderBy('updatedAt', 'desc')
        .orderBy('shortUuid')
        .execute();
    },

    /** The reader's reaction to the note, if any. */
    async mine(shortUuid: string, readerKey: string): Promise<ReactionKind | undefined> {
      const row = await db
        .selectFrom('noteReactions')
        .select('reaction')
        .where('shortUuid', '=', shortUuid)
        .where('readerKey', '=', readerKey)
        .executeTakeFirst();
      return row?.reaction;
    },

    /** How many readers left each reaction on each of these notes (reactions nobody left are not listed). */
    async countsOf(shortUuids: readonly string[]): Promise<ReactionCountRow[]> {
      if (shortUuids.length === 0) return [];
      const rows = await db
        .selectFrom('noteReactions')
        .select(['shortUuid', 'reaction', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('shortUuid', 'in', shortUuids)
        .groupBy(['shortUuid', 'reaction'])
        .execute();
      // PostgreSQL counts in bigint, which arrives as a string.
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}

export type NoteReactionRepository = ReturnType<typeof createNoteReactionRepository>;
