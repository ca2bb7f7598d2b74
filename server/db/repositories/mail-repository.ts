import type { Kysely, Updateable } from 'kysely';
import type { DatabaseSchema, MailRow } from '../schema.ts';
import type { MailOutboxTable } from '../tables/message-tables.ts';
import { newestFirstPage } from './newest-first-page.ts';
import type { Page, PageRequest } from './newest-first-page.ts';
import { createRetryQueries } from './retry-queries.ts';

/** The outbox: every mail the server sends or keeps, with its status. */
export function createMailRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Records a mail; false (and nothing written) when a mail with its id is already there. */
    async insertOnce(mail: MailRow): Promise<boolean> {
      const inserted = await db
        .insertInto('mailOutbox')
        .values(mail)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .execute();
      return inserted.length > 0;
    },

    async update(id: string, changes: Updateable<MailOutboxTable>): Promise<void> {
      await db.updateTable('mailOutbox').set(changes).where('id', '=', id).execute();
    },

    findById(id: string): Promise<MailRow | undefined> {
      return db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** One page of the outbox, newest first, and how many mails it holds. */
    page: (request: PageRequest): Promise<Page<MailRow>> => newestFirstPage(db, 'mailOutbox', request),

    /** Empties the texts of mails created before `before` that are no longer waiting to go out; returns how many. */
    async dropTextsBefore(before: string): Promise<number> {
      const result = await db
        .updateTable('mailOutbox')
        .set({ textBody: '', htmlBody: '', sealedBody: null })
        .where('createdAt', '<', before)
        .where('status', '!=', 'pending')
        .where((eb) => eb.or([eb('textBody', '!=', ''), eb('htmlBody', '!=', ''), eb('sealedBody', 'is not', null)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** How many mails wait to be sent. */
    async countPending(): Promise<number> {
      const row = await db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    ...createRetryQueries<MailRow>(db, 'mailOutbox'),
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
