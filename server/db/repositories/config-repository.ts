import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';

/** One stored configuration entry. */
export interface ConfigRow {
  configKey: string;
  configValue: string;
  updatedAt: string;
}

/** Reads and writes the admin-config table. */
export function createConfigRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** The entry for `key`, or undefined. */
    find(key: string): Promise<ConfigRow | undefined> {
      return db.selectFrom('adminConfig').selectAll().where('configKey', '=', key).executeTakeFirst();
    },

    /**
     * Inside a unit of work, before reading an entry to change it: a write that changes nothing, so a second
     * writer waits for this one's commit (its row lock on Postgres, the write lock on SQLite) and then reads what it wrote.
     */
    async lock(key: string): Promise<void> {
      await db
        .updateTable('adminConfig')
        .set({ configKey: sql<string>`config_key` })
        .where('configKey', '=', key)
        .execute();
    },

    /** Creates or replaces the entry for `key`, updated at `now`. */
    async put(key: string, value: string, now: Date): Promise<void> {
      const updatedAt = now.toISOString();
      await db
        .insertInto('adminConfig')
        .values({ configKey: key, configValue: value, updatedAt })
        .onConflict((conflict) => conflict.column('configKey').doUpdateSet({ configValue: value, updatedAt }))
        .execute();
    },
  };
}

/** The repository createConfigRepository returns. */
export type ConfigRepository = ReturnType<typeof createConfigRepository>;
