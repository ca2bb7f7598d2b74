import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';

/** The columns a table of retried work has: the mail outbox and the contact messages' forwarding. */
interface RetryColumns {
  id: string;
  status: string;
  createdAt: string;
  nextAttemptAt: string | null;
}

/** A table whose rows are retried in the background. */
export type RetryTable = 'mailOutbox' | 'contactMessages';

/** Finding and claiming due work in a table of retried rows; plain rows out. */
export function createRetryQueries<Row extends RetryColumns>(db: Kysely<DatabaseSchema>, table: RetryTable) {
  // Both tables share these columns; one narrow view of them keeps the queries in one place.
  const view = db as unknown as Kysely<{ work: RetryColumns }>;
  const name = table as 'work';
  return {
    /** Pending rows whose next attempt is due, oldest first. */
    async listDue(now: string, limit: number): Promise<Row[]> {
      const rows = await view
        .selectFrom(name)
        .selectAll()
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .orderBy('createdAt')
        .limit(limit)
        .execute();
      return rows as Row[];
    },

    /**
     * Claims a due pending row for one attempt by moving its next attempt to `until`; returns
     * whether this caller got it (another process or loop may have been first).
     */
    async claim(id: string, now: string, until: string): Promise<boolean> {
      const result = await view
        .updateTable(name)
        .set({ nextAttemptAt: until })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
