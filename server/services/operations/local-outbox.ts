import { adminMessages } from '#contract/admin/admin-messages.ts';
import type { SecretBox } from '../../auth/secret-box.ts';
import type { MailRepository } from '../../db/repositories/mail-repository.ts';
import type { PageRequest } from '../../db/repositories/newest-first-page.ts';
import type { MailRow } from '../../db/schema.ts';
import { openMailBody } from '../../mail/open-mail-body.ts';

/**
 * The outbox as the operator at the server reads it (`nemesis mail --data-dir`), for a first install
 * without SMTP: newest first, each mail with its full text, codes and passwords unmasked while it is kept.
 */
export function createLocalOutbox(deps: { mail: MailRepository; box: SecretBox }) {
  const fullText = (row: MailRow) => {
    try {
      return openMailBody(row, deps.box).text || adminMessages.mailTextRemoved;
    } catch {
      // Sealed under an earlier session secret: the masked copy is what is left.
      return row.textBody;
    }
  };
  return {
    /** A page of mails, newest first, each with its full text; never throws for a mail it cannot open. */
    async page(request: PageRequest) {
      const { rows, totalCount } = await deps.mail.page(request);
      return {
        mail: rows.map((row) => ({
          id: row.id,
          recipient: row.recipient,
          subject: row.subject,
          status: row.status,
          createdAt: row.createdAt,
          text: fullText(row),
        })),
        totalCount,
      };
    },
  };
}
