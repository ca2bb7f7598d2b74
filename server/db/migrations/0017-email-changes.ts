import type { Kysely } from 'kysely';

// A code can be mailed to an address other than its account's: the new address of a change of e-mail
// address, which the code proves before the account takes it. Codes from before went to the account's own.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('verification_codes').addColumn('sent_to', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('verification_codes').dropColumn('sent_to').execute();
}
