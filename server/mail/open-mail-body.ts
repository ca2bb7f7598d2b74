import type { SecretBox } from '../auth/secret-box.ts';
import type { MailRow } from '../db/schema.ts';

/** The purpose the outbox's sealed copies are sealed under (see createSecretBox). */
export const mailBoxPurpose = 'mail-outbox';

/** A mail's full text and HTML: its sealed copy (codes and passwords unmasked) when it has one, else the outbox's. Throws when it was sealed under another session secret. */
export function openMailBody(mail: MailRow, box: SecretBox): { text: string; html: string } {
  if (!mail.sealedBody) return { text: mail.textBody, html: mail.htmlBody };
  const opened = box.open(mail.sealedBody);
  if (!opened) throw new Error('the mail was sealed with another SESSION_SECRET and cannot be read');
  return JSON.parse(opened.plain) as { text: string; html: string };
}
