import type { Kysely, Updateable } from 'kysely';
import type { DatabaseSchema, MailRow } from '../schema.ts';
import type { MailOutboxTable } from '../tables/message-tables.ts';
import { newestFirstPage } from './newest-first-page.ts';
import type { Page, PageRequest } from './newest-first-page.ts';
import { createRetryQueries } from './retry-queries.ts';

/** The outbox: every mail the server sends or keeps, with its status. */
export function createMailRepository(db: Kysely<DatabaseSchema>) {
  /** How many mails have `status` and are not held for a moment still to come at `now`. */
  const countComeIn = async (status: MailRow['status'], now: string): Promise<number> => {
    const row = await db
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', status)
      .where((eb) => eb.or([eb('notBefore', 'is', null), eb('notBefore', '<=', now)]))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

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

    /** The mails with these ids (those there are). */
    async findByIds(ids: string[]): Promise<MailRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('mailOutbox').selectAll().where('id', 'in', ids).execute();
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

    /** How many mails wait to be sent at `now`: mail held for a later moment is not behind, so not counted. */
    countPending(now: string): Promise<number> {
      return countComeIn('pending', now);
    },

    /** How many mails the outbox keeps unsent because no SMTP server was set ('logged'), their moment come at `now`. */
    countKept(now: string): Promise<number> {
      return countComeIn('logged', now);
    },

    /** How many mails are held for a moment still to come at `now` (Nemesis Notes waiting for the day). */
    async countScheduled(now: string): Promise<number> {
      const row = await db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('status', '=', 'pending')
        .where('notBefore', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Calls off a held mail whose moment is still to come at `now`, dropping its sealed text; false when
     * there is none (unknown, already cancelled, or its moment came: it may be on its way).
     */
    async cancelHeld(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('mailOutbox')
        .set({ status: 'cancelled', nextAttemptAt: null, sealedBody: null })
        .where('id', '=', id)
        // Without SMTP a held mail is kept ('logged') at once: it is called off all the same.
        .where('status', 'in', ['pending', 'logged'])
        .where('notBefore', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Held mail whose moment has come at `now` (its next attempt due), oldest first: all a process without
     * SMTP may take, to keep it. Other pending mail waits for a process that can send it.
     */
    listDueHeld(now: string, limit: number): Promise<MailRow[]> {
      return db
        .selectFrom('mailOutbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('notBefore', 'is not', null)
        .where('nextAttemptAt', '<=', now)
        .orderBy('createdAt')
        .limit(limit)
        .execute();
    },

    ...createRetryQueries<MailRow>(db, 'mailOutbox'),
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
