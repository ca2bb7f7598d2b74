import type { Kysely, Updateable } from 'kysely';
import type { DatabaseSchema, MailOutboxTable, MailRow } from '../schema.ts';
import { createRetryQueries } from './retry-queries.ts';

/** The outbox: every mail the server sends or keeps, with its status. */
export function createMailRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Records a mail; false (and nothing written) when a mail with its id is already there. */
    async insertOnce(mail: MailRow): Promise<boolean> {
      const inserted = await db.insertInto('mailOutbox').values(mail).onConflict((conflict) => conflict.column('id').doNothing()).returning('id').execute();
      return inserted.length > 0;
    },

    async update(id: string, changes: Updateable<MailOutboxTable>): Promise<void> {
      await db.updateTable('mailOutbox').set(changes).where('id', '=', id).execute();
    },

    ...createRetryQueries<MailRow>(db, 'mailOutbox'),
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
