import type { Kysely, Selectable } from 'kysely';
import type { CodePurpose, DatabaseSchema } from '../schema.ts';
import type { VerificationCodesTable } from '../tables/sign-in-tables.ts';
import { inTransaction } from '../unit-of-work.ts';

export type CodeRow = Selectable<VerificationCodesTable>;

/** Reads and writes e-mailed verification codes (stored hashed). */
export function createCodeRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Stores a new code for a purpose, replacing any earlier one for the same user and purpose. */
    async replace(code: CodeRow): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .deleteFrom('verificationCodes')
          .where('userId', '=', code.userId)
          .where('purpose', '=', code.purpose)
          .execute();
        await trx.insertInto('verificationCodes').values(code).execute();
      });
    },

    /** The user's current code for a purpose, if any (expired or not). */
    find(userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
      return db
        .selectFrom('verificationCodes')
        .selectAll()
        .where('userId', '=', userId)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
    },

    /** Counts one more attempt if fewer than `max` were made; returns the new count, or undefined when the cap was reached. */
    async reserveAttempt(id: string, max: number): Promise<number | undefined> {
      const row = await db
        .updateTable('verificationCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /** Removes a code; returns whether it was still there (so a code is used at most once). */
    async consume(id: string): Promise<boolean> {
      const result = await db.deleteFrom('verificationCodes').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Removes codes past their expiry. */
    async deleteExpired(now: string): Promise<number> {
      return Number(
        (await db.deleteFrom('verificationCodes').where('expiresAt', '<=', now).executeTakeFirst()).numDeletedRows,
      );
    },
  };
}

export type CodeRepository = ReturnType<typeof createCodeRepository>;
