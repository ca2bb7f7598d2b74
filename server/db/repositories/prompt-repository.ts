import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseSchema, PromptTemplateRow } from '../schema.ts';

/** Reads and writes versioned prompt templates. */
export function createPromptRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** The active version of a prompt, if it has any versions. */
    findActive(promptId: string): Promise<PromptTemplateRow | undefined> {
      return db.selectFrom('promptTemplates').selectAll().where('promptId', '=', promptId).where('isActive', '=', 1).executeTakeFirst();
    },

    /** Inserts version 1 of a prompt, active, unless the prompt already has versions. Returns whether it did. */
    async seed(row: PromptTemplateRow): Promise<boolean> {
      const result = await db
        .insertInto('promptTemplates')
        .values(row)
        .onConflict((conflict) => conflict.columns(['promptId', 'version']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Counts one use of a version. */
    async recordUse(promptId: string, version: number, at: string): Promise<void> {
      await db
        .updateTable('promptTemplates')
        .set({ usageCount: sql<number>`usage_count + 1`, lastUsedAt: at })
        .where('promptId', '=', promptId)
        .where('version', '=', version)
        .execute();
    },
  };
}

export type PromptRepository = ReturnType<typeof createPromptRepository>;
