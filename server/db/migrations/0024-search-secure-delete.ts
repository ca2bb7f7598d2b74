import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { searchIndexes } from '../search-indexes.ts';

// The admin's search index on SQLite (0021-search-indexes.ts, FTS5) kept the text of deleted rows in its
// stored segments until FTS5 happened to merge them: a deleted account's e-mail address, a deleted note's
// nemesis, still in the file (and in every backup of it) though no search finds them. FTS5's secure-delete
// option takes a row's text out of the segments as the row is deleted; turned on, the index is merged once,
// which drops what earlier deletions left. PostgreSQL's trigram indexes are ordinary indexes, whose dead
// entries VACUUM removes: nothing to do there.

const setSecureDelete = async (db: Kysely<any>, on: 0 | 1) => {
  for (const { index } of searchIndexes)
    await sql.raw(`insert into ${index} (${index}, rank) values ('secure-delete', ${on})`).execute(db);
};

/** The migration for `engine`. */
export const searchSecureDeleteMigration = (engine: 'sqlite' | 'postgres'): Migration => ({
  async up(db) {
    if (engine === 'postgres') return;
    await setSecureDelete(db, 1);
    for (const { index } of searchIndexes)
      await sql.raw(`insert into ${index} (${index}) values ('optimize')`).execute(db);
  },
  async down(db) {
    if (engine === 'sqlite') await setSecureDelete(db, 0);
  },
});
