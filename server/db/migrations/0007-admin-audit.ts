import type { Kysely } from 'kysely';

// Every admin write, for the audit log: who made it, when, what it changed and its state before and
// after (JSON). The actor's e-mail is copied so the entry still reads after their account is gone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('actor_id', 'text', (column) => column.notNull())
    .addColumn('actor_email', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target', 'text', (column) => column.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created').on('admin_audit').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit').execute();
}
