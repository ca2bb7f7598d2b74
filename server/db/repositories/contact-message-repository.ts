import type { Kysely, Updateable } from 'kysely';
import type { ContactMessageRow, DatabaseSchema } from '../schema.ts';
import type { ContactMessagesTable } from '../tables/message-tables.ts';
import { createRetryQueries } from './retry-queries.ts';
import { createSubmissionQueries } from './submission-queries.ts';

/** Contact messages: recorded once per idempotency key, listed newest first, their forwarding retried. */
export function createContactMessageRepository(db: Kysely<DatabaseSchema>) {
  return {
    ...createSubmissionQueries<ContactMessageRow>(db, 'contactMessages'),
    ...createRetryQueries<ContactMessageRow>(db, 'contactMessages'),

    async update(id: string, changes: Updateable<ContactMessagesTable>): Promise<void> {
      await db.updateTable('contactMessages').set(changes).where('id', '=', id).execute();
    },
  };
}

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;
