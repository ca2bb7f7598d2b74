import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { searchIndexesMigration } from '../../server/db/migrations/0021-search-indexes.ts';
import { searchSecureDeleteMigration } from '../../server/db/migrations/0024-search-secure-delete.ts';
import { createRepositories } from '../../server/db/repositories.ts';
import { insertNote } from '../support/insert-note.ts';
import { insertUsers, insertedEmail } from '../support/insert-users.ts';
import { testEngines, useMigratedDatabase } from '../support/test-database.ts';

// The admin's searches go through each engine's trigram index (0021-search-indexes.ts): what the index
// holds must follow every write to the rows, and what was there before the index was made.
describe.each(testEngines)('the admin search index on $engine', ({ engine, available }) => {
  const parts = useMigratedDatabase(engine, available);
  const firstPage = { page: 1, pageSize: 50 };
  const notesFound = async (search: string) =>
    (await createRepositories(parts.database.db, engine).adminNotes.page({ search, filter: 'all' }, firstPage)).rows
      .map((row) => row.shortUuid)
      .sort();
  const usersFound = async (search: string) =>
    (await createRepositories(parts.database.db, engine).users.page(firstPage, { search })).rows
      .map((row) => row.id)
      .sort();

  it.skipIf(!available)('finds what was written before the index was made', async () => {
    const migration = searchIndexesMigration(engine);
    await migration.down!(parts.database.db);
    await insertUsers(parts.database, 2, 'older');
    await insertNote(parts.database, 'older-00', 'OLD01', 'Lex Luthor');
    await migration.up(parts.database.db);

    expect(await notesFound('luthor')).toEqual(['OLD01']);
    expect(await notesFound(insertedEmail('older', 0).toUpperCase())).toEqual(['OLD01']);
    expect(await usersFound('member01.older')).toEqual(['older-01']);
  });

  it.skipIf(!available)(
    'follows each new note, changed e-mail and deletion, in any case and any alphabet, at any length',
    async () => {
      await insertUsers(parts.database, 3, 'kept');
      const { notes, users } = createRepositories(parts.database.db, engine);
      await insertNote(parts.database, 'kept-00', 'KEP01', 'Émile Zola');
      await insertNote(parts.database, 'kept-01', 'KEP02', 'Dr. "Quoted" 100% Rival');
      await insertNote(parts.database, 'kept-02', 'KEP03', 'Ünïcode Nemesis');

      expect(await notesFound('émile')).toEqual(['KEP01']);
      expect(await notesFound('ÜNÏCODE')).toEqual(['KEP03']);
      expect(await notesFound('"quoted" 100%')).toEqual(['KEP02']);
      expect(await notesFound('kep')).toEqual(['KEP01', 'KEP02', 'KEP03']);
      expect(await notesFound('p0')).toEqual(['KEP01', 'KEP02', 'KEP03']);
      expect(await notesFound('member02.kept')).toEqual(['KEP03']);

      await users.update('kept-02', { email: 'renamed@example.test' });
      expect(await notesFound('member02.kept')).toEqual([]);
      expect(await notesFound('renamed@')).toEqual(['KEP03']);
      expect(await usersFound('RENAMED')).toEqual(['kept-02']);
      expect(await usersFound('member02.kept')).toEqual([]);

      // A short id set free may be drawn again: the new note must not be found by the old one's name.
      await notes.deleteAny('KEP01');
      expect(await notesFound('kep')).toEqual(['KEP02', 'KEP03']);
      await insertNote(parts.database, 'kept-00', 'KEP01', 'Another Rival');
      expect(await notesFound('zola')).toEqual([]);
      expect(await notesFound('another')).toEqual(['KEP01']);
      await users.delete('kept-02');
      expect(await usersFound('renamed')).toEqual([]);
      expect(await notesFound('renamed')).toEqual([]);
    },
  );

  // SQLite's index stores text in segments of its own; PostgreSQL's dead index entries go with VACUUM.
  if (engine === 'sqlite')
    it.skipIf(!available)(
      'keeps no text of a deleted account or note in the index’s stored segments, nor of those deleted before',
      async () => {
        // Whether a stored segment of `index` still holds `trigram`. Segments store each term after what it
        // shares with the one before: each text here begins with a letter no other text has, so its first
        // trigram is stored whole.
        const stored = async (index: 'users_search' | 'notes_search', trigram: string) =>
          (
            await sql<{ block: Uint8Array | null }>`select block from ${sql.table(`${index}_data`)}`.execute(
              parts.database.db,
            )
          ).rows.some(({ block }) => block !== null && Buffer.from(block).includes(trigram));
        const { notes, users } = createRepositories(parts.database.db, engine);
        const migration = searchSecureDeleteMigration(engine);
        await migration.down!(parts.database.db);
        await insertUsers(parts.database, 1, 'ǫbefore');
        await insertNote(parts.database, 'ǫbefore-00', 'GON01', 'ǭbefore');
        await notes.deleteAny('GON01');
        await users.delete('ǫbefore-00');
        // Without the option, deleted text stays in the segments until they are merged.
        expect(await stored('users_search', 'ǫbe')).toBe(true);
        expect(await stored('notes_search', 'ǭbe')).toBe(true);

        await migration.up(parts.database.db);
        expect(await stored('users_search', 'ǫbe')).toBe(false);
        expect(await stored('notes_search', 'ǭbe')).toBe(false);

        await insertUsers(parts.database, 1, 'ȶafter');
        await insertNote(parts.database, 'ȶafter-00', 'GON02', 'ȸafter');
        expect(await stored('users_search', 'ȶaf')).toBe(true);
        expect(await stored('notes_search', 'ȸaf')).toBe(true);
        await users.delete('ȶafter-00');
        expect(await stored('users_search', 'ȶaf')).toBe(false);
        expect(await stored('notes_search', 'ȸaf')).toBe(false);
        expect(await usersFound('after')).toEqual([]);
      },
    );
});
