import type { Kysely } from 'kysely';

// The network each report came from (a keyed hash of client-address.ts's key), so an automatic hold
// can ask for reporters on more than one network: one client can be many visitors, not many networks.
// Reports from before have none and count towards no network.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('note_reports').addColumn('network_key', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('note_reports').dropColumn('network_key').execute();
}
