import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';
import type { SignInEventsTable } from '../tables/sign-in-tables.ts';

export type SignInEventRow = Selectable<SignInEventsTable>;

/** Reads and writes the record of each user's sign-ins. */
export function createSignInEventRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Records a sign-in and keeps only the user's latest `keep`. */
    async add(event: SignInEventRow, keep: number): Promise<void> {
      await db.insertInto('signInEvents').values(event).execute();
      const kept = db
        .selectFrom('signInEvents')
        .select('id')
        .where('userId', '=', event.userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(keep);
      await db.deleteFrom('signInEvents').where('userId', '=', event.userId).where('id', 'not in', kept).execute();
    },

    /** The user's latest sign-ins, newest first. */
    latest(userId: string, limit: number): Promise<SignInEventRow[]> {
      return db
        .selectFrom('signInEvents')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type SignInEventRepository = ReturnType<typeof createSignInEventRepository>;
