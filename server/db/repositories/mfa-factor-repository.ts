import type { Kysely } from 'kysely';
import type { DatabaseSchema, MfaFactorRow } from '../schema.ts';

/** Reads and writes users' second factors: one row per user and type, unconfirmed while being set up. */
export function createMfaFactorRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** The user's factors, set up or being set up. */
    listForUser(userId: string): Promise<MfaFactorRow[]> {
      return db.selectFrom('mfaFactors').selectAll().where('userId', '=', userId).orderBy('type').execute();
    },

    /** Every factor that keeps a secret (authenticator apps), by id. */
    async listWithSecrets(): Promise<{ id: string; secret: string }[]> {
      const rows = await db.selectFrom('mfaFactors').select(['id', 'secret']).where('secret', 'is not', null).execute();
      return rows.map((row) => ({ id: row.id, secret: row.secret ?? '' }));
    },

    /** Replaces a factor's stored secret. */
    async setSecret(id: string, secret: string): Promise<void> {
      await db.updateTable('mfaFactors').set({ secret }).where('id', '=', id).execute();
    },

    /** Stores a factor, replacing the user's earlier one of the same type (one statement: two set-ups at once leave the later one). */
    async replace(factor: MfaFactorRow): Promise<void> {
      const { id, secret, lastUsedStep, confirmedAt, createdAt } = factor;
      await db
        .insertInto('mfaFactors')
        .values(factor)
        .onConflict((conflict) =>
          conflict.columns(['userId', 'type']).doUpdateSet({ id, secret, lastUsedStep, confirmedAt, createdAt }),
        )
        .execute();
    },

    /** Marks a factor being set up as set up; returns whether it was still waiting (so a set-up finishes once). */
    async confirm(id: string, at: string, lastUsedStep: number | null): Promise<boolean> {
      const result = await db
        .updateTable('mfaFactors')
        .set({ confirmedAt: at, lastUsedStep })
        .where('id', '=', id)
        .where('confirmedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Records the step of an accepted authenticator code if it is later than the last one; returns whether it was (no code is accepted twice). */
    async useStep(id: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('mfaFactors')
        .set({ lastUsedStep: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Removes a user's factor of a type; returns whether there was one. */
    async delete(userId: string, type: MfaFactorRow['type']): Promise<boolean> {
      const result = await db
        .deleteFrom('mfaFactors')
        .where('userId', '=', userId)
        .where('type', '=', type)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type MfaFactorRepository = ReturnType<typeof createMfaFactorRepository>;
