import type { Kysely } from 'kysely';

// The public forms: appreciation notes sent or refused, contact messages with their forwarding state,
// and the do-not-contact list (addresses kept only as keyed hashes). A contact message's forwarding
// columns are named like the mail outbox's, so one retry loop serves both. A submission id is the
// client's idempotency key: unique, so a repeated submission finds the first instead of a second row.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('appreciation_notes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('submission_id', 'text', (column) => column.unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('nemesis_name', 'text', (column) => column.notNull())
    .addColumn('nemesis_email', 'text', (column) => column.notNull())
    .addColumn('appreciation', 'text', (column) => column.notNull())
    .addColumn('sender_name', 'text', (column) => column.notNull())
    .addColumn('sender_email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('appreciation_notes_created').on('appreciation_notes').column('created_at').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('submission_id', 'text', (column) => column.unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('forwarded_at', 'text')
    .execute();
  await db.schema.createIndex('contact_messages_created').on('contact_messages').column('created_at').execute();
  await db.schema
    .createIndex('contact_messages_due')
    .on('contact_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('do_not_contact')
    .addColumn('address_key', 'text', (column) => column.primaryKey())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  // One column per statement: SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
  for (const table of ['do_not_contact', 'contact_messages', 'appreciation_notes'])
    await db.schema.dropTable(table).execute();
}
