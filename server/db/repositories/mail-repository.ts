import type { Kysely, Updateable } from 'kysely';
import type { DatabaseSchema, MailOutboxTable, MailRow } from '../schema.ts';

/** The outbox: every mail the server sends or keeps, with its status. */
export function createMailRepository(db: Kysely<DatabaseSchema>) {
  return {
    async insert(mail: MailRow): Promise<void> {
      await db.insertInto('mailOutbox').values(mail).execute();
    },

    async update(id: string, changes: Updateable<MailOutboxTable>): Promise<void> {
      await db.updateTable('mailOutbox').set(changes).where('id', '=', id).execute();
    },

    /** Pending mail whose next attempt is due, oldest first. */
    listDue(now: string, limit: number): Promise<MailRow[]> {
      return db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .orderBy('createdAt')
        .limit(limit)
        .execute();
    },


    /**
     * Claims a due pending mail for one delivery attempt by moving its next attempt to `until`;
     * returns whether this caller got it (another process or loop may have been first).
     */
    async claim(id: string, now: string, until: string): Promise<boolean> {
      const result = await db
        .updateTable('mailOutbox')
        .set({ nextAttemptAt: until })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
