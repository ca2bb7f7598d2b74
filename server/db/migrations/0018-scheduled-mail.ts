import type { Kysely } from 'kysely';

// Mail held for a moment (a Nemesis Note sent on Nemesis Day): it waits as pending mail whose first
// attempt is due at `not_before`, so the outbox's claim sends it once, from whichever process. Mail
// from before has none and goes as soon as it can.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('not_before', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('not_before').execute();
}
