import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';
import { newestFirstPage } from './newest-first-page.ts';
import type { Page, PageRequest } from './newest-first-page.ts';

/** The columns a table of form submissions has: its id, the client's idempotency key and when it came. */
interface SubmissionColumns {
  id: string;
  submissionId: string | null;
  createdAt: string;
}

/** A table of form submissions. */
export type SubmissionTable = 'appreciationNotes' | 'contactMessages';

/** Recording a submission once per idempotency key, finding it again, and listing submissions by page. */
export function createSubmissionQueries<Row extends SubmissionColumns>(
  db: Kysely<DatabaseSchema>,
  table: SubmissionTable,
) {
  // Both tables share these columns; one narrow view of them keeps the queries in one place.
  const view = db as unknown as Kysely<{ submissions: SubmissionColumns }>;
  const name = table as 'submissions';
  return {
    /** Inserts the row; false (and nothing written) when a row with its submission id is already there. */
    async insertOnce(row: Row): Promise<boolean> {
      const inserted = await view
        .insertInto(name)
        .values(row)
        .onConflict((conflict) => conflict.column('submissionId').doNothing())
        .returning('id')
        .execute();
      return inserted.length > 0;
    },

    /** The submission made with this idempotency key, if any. */
    async findBySubmission(submissionId: string): Promise<Row | undefined> {
      return (await view.selectFrom(name).selectAll().where('submissionId', '=', submissionId).executeTakeFirst()) as
        Row | undefined;
    },

    /** One page of the rows, newest first, and the total. */
    page: (request: PageRequest): Promise<Page<Row>> =>
      newestFirstPage(db, table, request) as unknown as Promise<Page<Row>>,
  };
}
