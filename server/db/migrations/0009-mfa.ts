import type { Kysely } from 'kysely';

// Multi-factor sign-in: each user's second factors (an authenticator app's secret, e-mail codes),
// their passkeys, their recovery codes (hashed, single use), their recent sign-ins, and what a sign-in challenge
// carries between steps (a secret being set up) with the wrong answers it has taken.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mfa_factors')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('secret', 'text')
    // The last 30-second step whose code was accepted: no code is accepted twice.
    .addColumn('last_used_step', 'integer')
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('mfa_factors_user_type', ['user_id', 'type'])
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('sign_in_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('client', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_events_user_created')
    .on('sign_in_events')
    .columns(['user_id', 'created_at'])
    .execute();

  // Passkeys (WebAuthn credentials): the id and public key the authenticator gave, its signature counter.
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('counter', 'integer', (column) => column.notNull())
    .addColumn('transports', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

  // A WebAuthn ceremony's challenge, single use: a registration's (of a user) or a sign-in's (of nobody yet).
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema.alterTable('sign_in_challenges').addColumn('data', 'text').execute();
  await db.schema
    .alterTable('sign_in_challenges')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_challenges').dropColumn('attempts').execute();
  await db.schema.alterTable('sign_in_challenges').dropColumn('data').execute();
  for (const table of ['webauthn_challenges', 'passkeys', 'sign_in_events', 'recovery_codes', 'mfa_factors'])
    await db.schema.dropTable(table).execute();
}
