import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

/** A LIKE pattern matching any text that contains `text` (any case), whose own % _ and \ match only themselves. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Whether the column's text (any case) matches `pattern`; ESCAPE names the backslash on both engines (SQLite has no default escape character). */
export const likePattern = (column: string, pattern: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
