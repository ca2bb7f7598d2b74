import type { Kysely } from 'kysely';

// Subjects of the mails an earlier version kept with their code or temporary password in plain text.
const secretSubjects = [
  'Your Nemesis Day confirmation code',
  'Your Nemesis Day password reset code',
  'Your Nemesis Day sign-in code',
  'Your Nemesis Day code to verify your e-mail address',
  'Your Nemesis Day code to turn on e-mail codes',
  'Your Nemesis Day account is ready',
];

// The outbox keeps what admins may read (codes and passwords masked) apart from what is sent: a
// mail's full text waits sealed (encrypted with a key from the session secret) until it goes out.
// The texts of such mails kept by earlier versions are removed: they hold codes and passwords.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('sealed_body', 'text').execute();
  await db
    .updateTable('mail_outbox')
    .set({ text_body: '', html_body: '' })
    .where('subject', 'in', secretSubjects)
    .where('status', '!=', 'pending')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('sealed_body').execute();
}
