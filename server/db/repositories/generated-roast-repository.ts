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

    /** How many roasts were written for this user at this stage since `since`. */
    async countSince(userId: string, stage: RoastStage, since: string): Promise<number> {
      const { count } = await db
        .selectFrom('generatedRoasts')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('userId', '=', userId)
        .where('stage', '=', stage)
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /**
     * Marks the roasts that are not published yet as published; false when any of them already was, and
     * the caller then throws, so that its unit of work undoes the others (a half-claimed pair never stays).
     */
    async markPublished(ids: string[], at: string): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('generatedRoasts')
        .set({ publishedAt: at })
        .where('id', 'in', ids)
        .where('publishedAt', 'is', null)
        .executeTakeFirst();
      return Number(numUpdatedRows) === ids.length;
    },

    /** Forgets the roasts written before `before`. */
    async deleteOlder(before: string): Promise<number> {
      return Number(
        (await db.deleteFrom('generatedRoasts').where('createdAt', '<', before).executeTakeFirst()).numDeletedRows,
      );
    },
  };
}

export type GeneratedRoastRepository = ReturnType<typeof createGeneratedRoastRepository>;
