import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ReactionKind } from '#contract/notes/reactions.ts';
import type { DatabaseSchema, NoteRow, PromptTemplateRow } from '../schema.ts';
import { inTransaction } from '../unit-of-work.ts';

/** What a writer holding a prompt's versions locked sees and may do. */
export interface LockedPromptVersions {
  /** The prompt's versions as they are now, newest first. */
  versions: PromptTemplateRow[];
  insert(row: PromptTemplateRow): Promise<void>;
  /** Makes `version` the one active version. */
  activate(version: number): Promise<void>;
}

/** The roast prompts, and the column of a note that records which of their versions wrote it. */
const noteColumns = [
  ['initial-roast', 'initialPromptVersion'],
  ['final-roast', 'finalPromptVersion'],
] as const;

/** A note as a prompt version's details link to it. */
export type PromptNoteRow = Pick<NoteRow, 'shortUuid' | 'vanityUrl' | 'nemesisName' | 'createdAt'>;

/** Reads and writes versioned prompt templates. */
export function createPromptRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** The active version of a prompt, if it has any versions. */
    findActive(promptId: string): Promise<PromptTemplateRow | undefined> {
      return db
        .selectFrom('promptTemplates')
        .selectAll()
        .where('promptId', '=', promptId)
        .where('isActive', '=', 1)
        .executeTakeFirst();
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

    /** One version of a prompt, if it exists. */
    find(promptId: string, version: number): Promise<PromptTemplateRow | undefined> {
      return db
        .selectFrom('promptTemplates')
        .selectAll()
        .where('promptId', '=', promptId)
        .where('version', '=', version)
        .executeTakeFirst();
    },

    /** Every version of one prompt, newest first (none for an unknown id). */
    listOf(promptId: string): Promise<PromptTemplateRow[]> {
      return db
        .selectFrom('promptTemplates')
        .selectAll()
        .where('promptId', '=', promptId)
        .orderBy('version', 'desc')
        .execute();
    },

    /** Every version of every prompt, by id, newest first. */
    listAll(): Promise<PromptTemplateRow[]> {
      return db.selectFrom('promptTemplates').selectAll().orderBy('promptId').orderBy('version', 'desc').execute();
    },

    /** How many notes each roast prompt version wrote, keyed `promptId:version`. */
    async notesCounts(): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      for (const [promptId, column] of noteColumns) {
        const rows = await db
          .selectFrom('notes')
          .select([column, (eb) => eb.fn.countAll<number | string>().as('count')])
          .groupBy(column)
          .execute();
        for (const row of rows) counts.set(`${promptId}:${row[column]}`, Number(row.count));
      }
      return counts;
    },

    /** How many readers left each reaction on the notes of each roast prompt version, keyed `promptId:version`. */
    async reactionCounts(): Promise<{ key: string; reaction: ReactionKind; count: number }[]> {
      const counted: { key: string; reaction: ReactionKind; count: number }[] = [];
      for (const [promptId, column] of noteColumns) {
        const rows = await db
          .selectFrom('noteReactions')
          .innerJoin('notes', 'notes.shortUuid', 'noteReactions.shortUuid')
          .select([
            `notes.${column} as version`,
            'noteReactions.reaction',
            (eb) => eb.fn.countAll<number | string>().as('count'),
          ])
          .groupBy([`notes.${column}`, 'noteReactions.reaction'])
          .execute();
        for (const row of rows)
          counted.push({ key: `${promptId}:${row.version}`, reaction: row.reaction, count: Number(row.count) });
      }
      return counted;
    },

    /** How many reports readers made on the notes of each roast prompt version (open and decided), keyed `promptId:version`. */
    async reportCounts(): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      for (const [promptId, column] of noteColumns) {
        const rows = await db
          .selectFrom('noteReports')
          .innerJoin('notes', 'notes.shortUuid', 'noteReports.shortUuid')
          .select([`notes.${column} as version`, (eb) => eb.fn.countAll<number | string>().as('count')])
          .groupBy(`notes.${column}`)
          .execute();
        for (const row of rows) counts.set(`${promptId}:${row.version}`, Number(row.count));
      }
      return counts;
    },

    /** How many notes a roast prompt's version wrote and the newest `limit` of them (none for a prompt no note records). */
    async notesOf(
      promptId: string,
      version: number,
      limit: number,
    ): Promise<{ count: number; newest: PromptNoteRow[] }> {
      const column = noteColumns.find(([id]) => id === promptId)?.[1];
      if (!column) return { count: 0, newest: [] };
      const written = db.selectFrom('notes').where(column, '=', version);
      const [counted, newest] = await Promise.all([
        written.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
        written
          .select(['shortUuid', 'vanityUrl', 'nemesisName', 'createdAt'])
          .orderBy('createdAt', 'desc')
          .orderBy('shortUuid', 'desc')
          .limit(limit)
          .execute(),
      ]);
      return { count: Number(counted.count), newest };
    },

    /**
     * Runs `work` in a transaction (its unit of work's, inside one) holding the prompt's versions locked, so writers of one prompt id
     * take turns and each sees what the one before it wrote. Throwing rolls everything back.
     */
    withVersionsLocked<T>(promptId: string, work: (locked: LockedPromptVersions) => Promise<T>): Promise<T> {
      return inTransaction(db, async (trx) => {
        // Every writer first writes the prompt's first version: on Postgres they queue on that one row
        // lock (locking all rows, each writer in its own scan order, could deadlock), on SQLite the write
        // takes the database's write lock. Both engines then read the rows as the previous writer left them.
        const firstVersion = trx
          .selectFrom('promptTemplates')
          .select((eb) => eb.fn.min('version').as('version'))
          .where('promptId', '=', promptId);
        await trx
          .updateTable('promptTemplates')
          .set({ isActive: sql<number>`is_active` })
          .where('promptId', '=', promptId)
          .where('version', '=', firstVersion)
          .execute();
        const versions = await trx
          .selectFrom('promptTemplates')
          .selectAll()
          .where('promptId', '=', promptId)
          .orderBy('version', 'desc')
          .execute();
        return work({
          versions,
          insert: async (row) => {
            await trx.insertInto('promptTemplates').values(row).execute();
          },
          activate: async (version) => {
            await trx
              .updateTable('promptTemplates')
              .set({ isActive: sql<number>`case when version = ${version} then 1 else 0 end` })
              .where('promptId', '=', promptId)
              .execute();
          },
        });
      });
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
