import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, SignInChallengesTable } from '../schema.ts';

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

    /** Removes a challenge; returns whether it was still there (single use). */
    async consume(id: string): Promise<boolean> {
      const result = await db.deleteFrom('signInChallenges').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Removes challenges past their expiry. */
    async deleteExpired(now: string): Promise<number> {
      return Number((await db.deleteFrom('signInChallenges').where('expiresAt', '<=', now).executeTakeFirst()).numDeletedRows);
    },
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
