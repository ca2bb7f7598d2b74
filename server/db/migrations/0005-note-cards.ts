import type { Kysely } from 'kysely';

// Each note's preview card is drawn once and kept, so a restart or another process serves it as it is.
// The PNG is kept as base64 text: one column type that SQLite and PostgreSQL both have.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('note_cards')
    .addColumn('short_uuid', 'text', (column) => column.primaryKey().references('notes.short_uuid').onDelete('cascade'))
    .addColumn('png_base64', 'text', (column) => column.notNull())
    .addColumn('etag', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('note_cards').execute();
}
