import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Database } from '../database.ts';
import { searchIndexes } from '../search-indexes.ts';
import type { SearchedTable } from '../search-indexes.ts';

/**
 * Whether a row of `table` holds `text` (any case) anywhere in one of `columns` (the database's names), as
 * the table's trigram index (search-indexes.ts) finds it. On SQLite the FTS5 table answers for text of
 * three characters or more, folding the case of any alphabet; shorter text has no trigram to look up, and
 * is looked for row by row with LIKE (whose case folding SQLite knows for ASCII only). On PostgreSQL the
 * LIKE itself is what pg_trgm's index serves, for text of any length (shorter than a trigram, it reads on).
 * A search's own % _ and \ match only themselves.
 */
export function containsText(
  engine: Database['engine'],
  table: SearchedTable,
  columns: readonly string[],
  text: string,
): RawBuilder<boolean> {
  const { key, index } = searchIndexes.find((searched) => searched.table === table)!;
  if (engine === 'sqlite' && [...text].length >= 3) {
    // An FTS5 phrase in double quotes is the text itself, its own quotes doubled.
    const phrase = `{${columns.join(' ')}} : "${text.replaceAll('"', '""')}"`;
    return sql<boolean>`${sql.ref(`${table}.${key}`)} in (select ${sql.ref(key)} from ${sql.table(index)} where ${sql.table(index)} match ${phrase})`;
  }
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  // ESCAPE names the backslash on both engines (SQLite has no default escape character).
  const matches = columns.map((column) => sql`lower(${sql.ref(`${table}.${column}`)}) like ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(matches, sql` or `)})`;
}
