import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema as it was then, not as the types say now.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_config')
    .addColumn('config_key', 'text', (column) => column.primaryKey())
    .addColumn('config_value', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_config').execute();
}
