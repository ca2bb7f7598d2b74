import type { Kysely } from 'kysely';
import type { DatabaseSchema, GeneratedRoastRow, RoastStage } from '../schema.ts';

/** Remembers which roasts the server wrote for whom (by hash), so only those can be published. */
export function createGeneratedRoastRepository(db: Kysely<DatabaseSchema>) {
  return {
    async add(row: GeneratedRoastRow): Promise<void> {
      await db.insertInto('generatedRoasts').values(row).execute();
    },

    /** The newest record of a roast with this hash written for this user at this stage since `since`. */
    find(userId: string, stage: RoastStage, textHash: string, since: string): Promise<GeneratedRoastRow | undefined> {
      return db
        .selectFrom('generatedRoasts')
        .selectAll()
        .where('userId', '=', userId)
        .where('textHash', '=', textHash)
        .where('stage', '=', stage)
        .where('createdAt', '>=', since)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
    },

    /** Forgets the roasts written before `before`. */
    async deleteOlder(before: string): Promise<number> {
      return Number((await db.deleteFrom('generatedRoasts').where('createdAt', '<', before).executeTakeFirst()).numDeletedRows);
    },
  };
}

export type GeneratedRoastRepository = ReturnType<typeof createGeneratedRoastRepository>;
