import type { Kysely } from 'kysely';

// Reports of notes, and the hidden state of notes an admin hid or an automatic hold took down. A
// reporter is kept as a keyed hash (the user id, or the address and device cookie of a visitor), so
// no raw address is stored; a report goes with its note.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('note_reports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('short_uuid', 'text', (column) => column.notNull().references('notes.short_uuid').onDelete('cascade'))
    .addColumn('reporter_key', 'text', (column) => column.notNull())
    .addColumn('reporter_id', 'text', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('details', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('decision', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute();
  // One report per reporter and note: a repeat stores nothing.
  await db.schema
    .createIndex('note_reports_reporter')
    .on('note_reports')
    .columns(['short_uuid', 'reporter_key'])
    .unique()
    .execute();
  await db.schema.createIndex('note_reports_queue').on('note_reports').columns(['decided_at', 'created_at']).execute();

  await db.schema
    .createTable('hidden_notes')
    .addColumn('short_uuid', 'text', (column) => column.primaryKey().references('notes.short_uuid').onDelete('cascade'))
    // 1: put on hold by the reports themselves, pending review; 0: hidden by an admin.
    .addColumn('held', 'integer', (column) => column.notNull())
    .addColumn('reason', 'text')
    .addColumn('statement', 'text')
    .addColumn('hidden_at', 'text', (column) => column.notNull())
    .addColumn('hidden_by', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hidden_notes').execute();
  await db.schema.dropTable('note_reports').execute();
}
