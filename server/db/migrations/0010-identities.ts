import type { Kysely } from 'kysely';

// A provider's account (provider + subject) belongs to at most one of ours; an account may link several.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('identities')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_login_at', 'text')
    .addUniqueConstraint('identities_provider_subject', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('identities_user').on('identities').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('identities').execute();
}
