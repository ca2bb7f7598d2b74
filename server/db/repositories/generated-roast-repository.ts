import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema, GeneratedRoastRow, RoastStage } from '../schema.ts';
import type { GeneratedRoastsTable } from '../tables/note-tables.ts';

/** Remembers which roasts the server wrote for whom (by hash), so only those can be published. */
export function createGeneratedRoastRepository(db: Kysely<DatabaseSchema>) {
  return {
    async add(row: Insertable<GeneratedRoastsTable>): Promise<void> {
      await db.insertInto('generatedRoasts').values(row).execute();
    },

    /** The newest record of a roast with this hash written for this user at this stage since `since`, unpublished ones first. */
    find(userId: string, stage: RoastStage, textHash: string, since: string): Promise<GeneratedRoastRow | undefined> {
      return db
        .selectFrom('generatedRoasts')
        .selectAll()
        .where('userId', '=', userId)
        .where('textHash', '=', textHash)
        .where('stage', '=', stage)
        .where('createdAt', '>=', since)
        .orderBy(sql`published_at is null`, 'desc')
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
    },

    /** Marks roasts as published, all or none: false (nothing changed) if any of them already is. */
    async markPublished(ids: string[], at: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const { numUpdatedRows } = await trx.updateTable('generatedRoasts').set({ publishedAt: at }).where('id', 'in', ids).where('publishedAt', 'is', null).executeTakeFirst();
        if (Number(numUpdatedRows) === ids.length) return true;
        // Rolled back by throwing, so a half-claimed pair is never left behind.
        throw new ClaimLost();
      }).catch((error: unknown) => {
        if (error instanceof ClaimLost) return false;
        throw error;
      });
    },

    /** Makes roasts publishable again (their note could not be saved). */
    async unmarkPublished(ids: string[]): Promise<void> {
      await db.updateTable('generatedRoasts').set({ publishedAt: null }).where('id', 'in', ids).execute();
    },

    /** Forgets the roasts written before `before`. */
    async deleteOlder(before: string): Promise<number> {
      return Number((await db.deleteFrom('generatedRoasts').where('createdAt', '<', before).executeTakeFirst()).numDeletedRows);
    },
  };
}

class ClaimLost extends Error {}

export type GeneratedRoastRepository = ReturnType<typeof createGeneratedRoastRepository>;
