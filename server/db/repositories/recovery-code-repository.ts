import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';
import type { RecoveryCodesTable } from '../tables/sign-in-tables.ts';
import { inTransaction } from '../unit-of-work.ts';

export type RecoveryCodeRow = Selectable<RecoveryCodesTable>;

/** Reads and writes recovery codes (stored hashed; each works once). */
export function createRecoveryCodeRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Replaces every recovery code of the user with a new set. */
    async replaceAll(userId: string, codes: RecoveryCodeRow[]): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
        if (codes.length > 0) await trx.insertInto('recoveryCodes').values(codes).execute();
      });
    },

    /** Marks the user's unused code with this hash as used; returns whether there was one. */
    async use(userId: string, codeHash: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('recoveryCodes')
        .set({ usedAt: at })
        .where('userId', '=', userId)
        .where('codeHash', '=', codeHash)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** How many unused codes the user has. */
    async countUnused(userId: string): Promise<number> {
      const row = await db
        .selectFrom('recoveryCodes')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type RecoveryCodeRepository = ReturnType<typeof createRecoveryCodeRepository>;
