import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { ensurePgTrgm } from '../pg-trgm.ts';
import { searchIndexes } from '../search-indexes.ts';

// The admin's searches (notes by nemesis name, short id or author's e-mail; users by e-mail or id) look for
// text anywhere inside a value: a plain index cannot serve that, so at a million notes each search read every
// row. Each engine gets its own trigram index, the well-kept way of each:
// - SQLite: an FTS5 table with the trigram tokenizer beside each searched table, kept by triggers. It holds
//   its own copy of the key: FTS5 could read the text from the table by rowid, but VACUUM (and so a backup,
//   VACUUM INTO) may renumber the rowids of a table whose key is text.
// - PostgreSQL: GIN indexes of pg_trgm on the lowered columns, which serve the same LIKE the search sends.

/** The SQLite side: a trigram table and its triggers for each searched table, filled from the rows there. */
async function upSqlite(db: Kysely<any>): Promise<void> {
  for (const { table, key, columns, index } of searchIndexes) {
    const all = [key, ...columns];
    const values = (row: 'new' | 'old') => all.map((column) => `${row}.${column}`).join(', ');
    // Found by its key through the index itself (the key's own trigrams), then checked exactly; a key too
    // short to have a trigram (a test's, a seeded one) is looked for row by row.
    const deleteOld =
      `delete from ${index} where ${index} match '{${key}} : "' || replace(old.${key}, '"', '""') || '"' and ${key} = old.${key};` +
      `delete from ${index} where length(old.${key}) < 3 and ${key} = old.${key};`;
    const insertNew = `insert into ${index} (${all.join(', ')}) values (${values('new')});`;
    await sql.raw(`create virtual table ${index} using fts5(${all.join(', ')}, tokenize = 'trigram')`).execute(db);
    await sql.raw(`insert into ${index} (${all.join(', ')}) select ${all.join(', ')} from ${table}`).execute(db);
    await sql.raw(`create trigger ${index}_insert after insert on ${table} begin ${insertNew} end`).execute(db);
    await sql.raw(`create trigger ${index}_delete after delete on ${table} begin ${deleteOld} end`).execute(db);
    await sql
      .raw(
        `create trigger ${index}_update after update of ${all.join(', ')} on ${table} begin ${deleteOld} ${insertNew} end`,
      )
      .execute(db);
  }
}

/** The PostgreSQL side: a GIN index of trigrams over each searched table's lowered columns. */
async function upPostgres(db: Kysely<any>): Promise<void> {
  const schema = await ensurePgTrgm(
    async (statement) => (await sql.raw<Record<string, unknown>>(statement).execute(db)).rows,
  );
  for (const { table, key, columns, index } of searchIndexes) {
    const expressions = [key, ...columns].map((column) => `lower(${column}) ${schema}.gin_trgm_ops`).join(', ');
    await sql.raw(`create index ${index} on ${table} using gin (${expressions})`).execute(db);
  }
}

/** The migration for `engine`. */
export const searchIndexesMigration = (engine: 'sqlite' | 'postgres'): Migration => ({
  up: engine === 'sqlite' ? upSqlite : upPostgres,
  async down(db) {
    for (const { index } of searchIndexes) {
      if (engine === 'postgres') await sql.raw(`drop index ${index}`).execute(db);
      else {
        for (const trigger of ['insert', 'delete', 'update'])
          await sql.raw(`drop trigger ${index}_${trigger}`).execute(db);
        await sql.raw(`drop table ${index}`).execute(db);
      }
    }
  },
});
