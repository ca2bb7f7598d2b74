import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';
import { inTransaction } from '../unit-of-work.ts';

/** Removes a user's second factors all at once, for an admin's reset of an account whose owner lost them. */
export function createSecondFactorRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Removes the user's authenticator app and e-mail codes (set up or being set up), recovery codes and passkeys, in one transaction. */
    async removeAll(userId: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        for (const table of ['mfaFactors', 'recoveryCodes', 'passkeys', 'webauthnChallenges'] as const)
          await trx.deleteFrom(table).where('userId', '=', userId).execute();
      });
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
