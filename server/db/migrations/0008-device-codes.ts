import type { Kysely } from 'kysely';

// Device logins of the CLI (nemesis login --web): the polling secret kept hashed, the short code the
// person types, who approved it, and when it expires. A row is spent once its token is issued.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('device_codes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('device_code_hash', 'text', (column) => column.notNull().unique())
    .addColumn('user_code', 'text', (column) => column.notNull().unique())
    .addColumn('client_name', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text')
    .addColumn('interval_seconds', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('polled_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('device_codes').execute();
}
