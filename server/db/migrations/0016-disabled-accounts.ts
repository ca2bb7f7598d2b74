import type { ExpressionBuilder, Kysely } from 'kysely';

// A disabled account is a flag beside its status, as in the original's directory, where ARCHIVED is a
// status of its own and never means disabled. Accounts disabled before were stored as ARCHIVED: they
// are flagged, since their last disabling in the audit log (else since they joined), and get back the
// status enabling them gave (confirmed once verified, signed in or created by an admin).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  const disabledSince = (eb: ExpressionBuilder<any, 'users'>) =>
    eb.fn.coalesce(
      eb
        .selectFrom('admin_audit')
        .select((audit) => audit.fn.max('admin_audit.created_at').as('at'))
        .where('admin_audit.action', '=', 'user.disable')
        .whereRef('admin_audit.target', '=', 'users.email'),
      eb.ref('users.created_at'),
    );
  const confirmed = (eb: ExpressionBuilder<any, 'users'>) =>
    eb.or([
      eb('email_verified_at', 'is not', null),
      eb('last_login_at', 'is not', null),
      eb('required_action', '=', 'NEW_PASSWORD'),
    ]);
  await db
    .updateTable('users')
    .set((eb) => ({ disabled_at: disabledSince(eb), status: 'CONFIRMED' }))
    .where('status', '=', 'ARCHIVED')
    .where(confirmed)
    .execute();
  await db
    .updateTable('users')
    .set((eb) => ({ disabled_at: disabledSince(eb), status: 'UNCONFIRMED' }))
    .where('status', '=', 'ARCHIVED')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('users').set({ status: 'ARCHIVED' }).where('disabled_at', 'is not', null).execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}
