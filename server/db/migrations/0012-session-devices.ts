import type { Kysely } from 'kysely';

const dayMs = 86_400_000;

// Sessions and access tokens remember the client last seen using them (user agent and address, for
// the account's list of signed-in devices); access tokens get an expiry. Tokens made before this
// expire 90 days after they were made (today's default), have not been seen from anywhere yet, and
// one without a name is called "CLI token".
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['sessions', 'access_tokens']) {
    await db.schema.alterTable(table).addColumn('user_agent', 'text').execute();
    await db.schema.alterTable(table).addColumn('address', 'text').execute();
  }
  await db.schema.alterTable('access_tokens').addColumn('expires_at', 'text').execute();
  // Rows as stored (snake_case), whatever plugins the caller's connection has.
  const raw = db.withoutPlugins();
  await raw.updateTable('access_tokens').set({ name: 'CLI token' }).where('name', '=', '').execute();
  // ISO dates are text on both engines: the date arithmetic is done here rather than in two dialects of SQL.
  const tokens: { id: string; created_at: string }[] = await raw
    .selectFrom('access_tokens')
    .select(['id', 'created_at'])
    .execute();
  for (const token of tokens) {
    const expiresAt = new Date(Date.parse(token.created_at) + 90 * dayMs).toISOString();
    await raw.updateTable('access_tokens').set({ expires_at: expiresAt }).where('id', '=', token.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('access_tokens').dropColumn('expires_at').execute();
  for (const table of ['sessions', 'access_tokens']) {
    await db.schema.alterTable(table).dropColumn('address').execute();
    await db.schema.alterTable(table).dropColumn('user_agent').execute();
  }
}
