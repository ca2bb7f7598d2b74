import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';

/** Which page of a list (from 1), and how many rows a page holds. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** A page of rows, newest first, and how many there are in all. */
export interface Page<Row> {
  rows: Row[];
  totalCount: number;
}

/** The tables listed by page: each has an `id` and a `createdAt`. */
type PagedTable = 'appreciationNotes' | 'contactMessages' | 'users' | 'mailOutbox' | 'adminAudit';

/** Which rows of a table a page lists (all without one). */
type RowFilter<T extends PagedTable> = (eb: ExpressionBuilder<DatabaseSchema, T>) => Expression<SqlBool>;

type View = { paged: { id: string; createdAt: string } };

/** One page of a table's rows that pass `where`, newest first (ties by id, so pages never overlap), and their total. */
export async function newestFirstPage<T extends PagedTable>(
  db: Kysely<DatabaseSchema>,
  table: T,
  { page, pageSize }: PageRequest,
  where?: RowFilter<T>,
): Promise<Page<DatabaseSchema[T]>> {
  // Every paged table has these two columns; one narrow view of them keeps the query in one place.
  const view = db as unknown as Kysely<View>;
  const name = table as unknown as 'paged';
  const filter = where as unknown as ((eb: ExpressionBuilder<View, 'paged'>) => Expression<SqlBool>) | undefined;
  const rowsOf = () => (filter ? view.selectFrom(name).where(filter) : view.selectFrom(name));
  const [rows, total] = await Promise.all([
    rowsOf()
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    rowsOf()
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as DatabaseSchema[T][], totalCount: Number(total.count) };
}
