import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notes')
    .addColumn('short_uuid', 'text', (column) => column.primaryKey())
    .addColumn('vanity_url', 'text', (column) => column.notNull())
    // Vanity URLs are unique regardless of case; the lower-cased copy carries the constraint.
    .addColumn('vanity_key', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('nemesis_name', 'text', (column) => column.notNull())
    .addColumn('nemesis_age', 'integer', (column) => column.notNull())
    .addColumn('nemesis_occupation', 'text', (column) => column.notNull())
    .addColumn('user_notes', 'text', (column) => column.notNull())
    .addColumn('initial_roast', 'text', (column) => column.notNull())
    .addColumn('final_roast', 'text', (column) => column.notNull())
    .addColumn('model_id', 'text', (column) => column.notNull())
    .addColumn('initial_prompt_version', 'integer', (column) => column.notNull())
    .addColumn('final_prompt_version', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('notes_user_created').on('notes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('note_views')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('short_uuid', 'text', (column) => column.notNull().references('notes.short_uuid').onDelete('cascade'))
    .addColumn('viewer_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('viewed_at', 'text', (column) => column.notNull())
    .execute();
  // One row per reader and note, holding the latest view: a reader cannot grow the table by reloading.
  await db.schema
    .createIndex('note_views_viewer_note')
    .on('note_views')
    .columns(['viewer_id', 'short_uuid'])
    .unique()
    .execute();
  await db.schema.createIndex('note_views_viewer').on('note_views').columns(['viewer_id', 'viewed_at']).execute();

  await db.schema
    .createTable('prompt_templates')
    .addColumn('prompt_id', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('prompt_text', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('usage_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_used_at', 'text')
    .addPrimaryKeyConstraint('prompt_templates_pk', ['prompt_id', 'version'])
    .execute();

  await db.schema
    .createTable('generated_roasts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stage', 'text', (column) => column.notNull())
    .addColumn('text_hash', 'text', (column) => column.notNull())
    .addColumn('model_id', 'text', (column) => column.notNull())
    .addColumn('prompt_version', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('generated_roasts_lookup')
    .on('generated_roasts')
    .columns(['user_id', 'text_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['generated_roasts', 'prompt_templates', 'note_views', 'notes'])
    await db.schema.dropTable(table).execute();
}
