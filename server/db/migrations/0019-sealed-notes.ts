import type { Kysely } from 'kysely';

// A note sealed until Nemesis Day keeps when it opens (`sealed_until`, an ISO instant: 00:00 on 15
// February in its zone) and the zone its author chose. Opening it early sets `sealed_until` to that
// moment rather than clearing it, so a preview card drawn before then is still known for a teaser.
// Notes from before were never sealed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notes').addColumn('sealed_until', 'text').execute();
  await db.schema.alterTable('notes').addColumn('seal_zone', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notes').dropColumn('seal_zone').execute();
  await db.schema.alterTable('notes').dropColumn('sealed_until').execute();
}
