import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';

/** The do-not-contact list: addresses (as keyed hashes) that get no more Nemesis Notes. */
export function createDoNotContactRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Puts the address on the list; a second time changes nothing. */
    async add(addressKey: string, now: string): Promise<void> {
      await db
        .insertInto('doNotContact')
        .values({ addressKey, createdAt: now })
        .onConflict((conflict) => conflict.column('addressKey').doNothing())
        .execute();
    },

    /** Takes the address off the list. */
    async remove(addressKey: string): Promise<void> {
      await db.deleteFrom('doNotContact').where('addressKey', '=', addressKey).execute();
    },

    async has(addressKey: string): Promise<boolean> {
      return (
        (await db
          .selectFrom('doNotContact')
          .select('addressKey')
          .where('addressKey', '=', addressKey)
          .executeTakeFirst()) !== undefined
      );
    },
  };
}

export type DoNotContactRepository = ReturnType<typeof createDoNotContactRepository>;
