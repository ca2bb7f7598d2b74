import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';
import type { SignInChallengesTable } from '../tables/sign-in-tables.ts';

export type ChallengeRow = Selectable<SignInChallengesTable>;

/** Reads and writes sign-in challenges: proof that a password step passed, for the next step. */
export function createChallengeRepository(db: Kysely<DatabaseSchema>) {
  return {
    async create(challenge: ChallengeRow): Promise<void> {
      await db.insertInto('signInChallenges').values(challenge).execute();
    },

    findByTokenHash(tokenHash: string): Promise<ChallengeRow | undefined> {
      return db.selectFrom('signInChallenges').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
    },

    /** Counts one more wrong answer if fewer than `max` were given; returns false when the cap was reached. */
    async reserveAttempt(id: string, max: number): Promise<boolean> {
      const result = await db
        .updateTable('signInChallenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Removes a challenge; returns whether it was still there (single use). */
    async consume(id: string): Promise<boolean> {
      const result = await db.deleteFrom('signInChallenges').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Removes every challenge of a user: their sign-ins under way. */
    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('signInChallenges').where('userId', '=', userId).execute();
    },

    /** Removes challenges past their expiry. */
    async deleteExpired(now: string): Promise<number> {
      return Number(
        (await db.deleteFrom('signInChallenges').where('expiresAt', '<=', now).executeTakeFirst()).numDeletedRows,
      );
    },
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
