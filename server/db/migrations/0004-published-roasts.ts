import type { Kysely } from 'kysely';

// A roast the server wrote is published at most once: the note that used it marks it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('generated_roasts').addColumn('published_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('generated_roasts').dropColumn('published_at').execute();
}
