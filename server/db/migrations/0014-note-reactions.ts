import type { Kysely } from 'kysely';

// Readers' reactions to notes: one row per note and reader, so the primary key is what holds the
// one-reaction-per-reader rule, however many of a reader's requests arrive at once (they upsert).
// The reader key is `user:{id}` for a signed-in reader, `device:{hash}` for anyone else (the keyed
// hash of their device cookie): nothing in it names a person or a browser without the server's secret.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('note_reactions')
    .addColumn('short_uuid', 'text', (column) => column.notNull().references('notes.short_uuid').onDelete('cascade'))
    .addColumn('reader_key', 'text', (column) => column.notNull())
    .addColumn('reaction', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('note_reactions_pkey', ['short_uuid', 'reader_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('note_reactions').execute();
}
