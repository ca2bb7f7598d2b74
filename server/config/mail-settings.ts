import { z } from 'zod';
import { senderAddress } from '../mail/mail-address.ts';
import { httpUrl, url, withoutTrailingSlash } from './setting-schemas.ts';
import { composed, fromEnv } from './setting-tree.ts';
import type { SettingTree } from './setting-tree.ts';

/** The mail settings: how mail goes out and how long it is kept, and where contact messages go. */
export const mailSettings = {
  /** SMTP server to send mail through; undefined keeps mail in the outbox and the log. */
  smtpUrl: fromEnv('SMTP_URL', url(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  mailFrom: fromEnv(
    'MAIL_FROM',
    z
      .string()
      .default('Nemesis Day <no-reply@nemesis.day>')
      .transform(
        (value, ctx) =>
          senderAddress(value) ??
          (ctx.addIssue({ code: 'custom', message: 'must be one address, such as Nemesis Day <no-reply@example.com>' }),
          z.NEVER),
      ),
  ),
  /** How many days the texts of mail that went out (or could not) are kept in the outbox. */
  mailRetentionDays: fromEnv(
    'MAIL_RETENTION_DAYS',
    z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(3650).default(7),
  ),
  /** Where contact messages are mailed; undefined keeps them in the database only. */
  contactTo: fromEnv('CONTACT_TO', z.email({ error: 'must be an e-mail address' }).optional()),
  /** The Formspree form contact messages are also forwarded to; undefined forwards nowhere. */
  formspree: composed(
    {
      formId: fromEnv(
        'FORMSPREE_FORM_ID',
        z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a Formspree form id such as xyzabcde')
          .optional(),
      ),
      url: fromEnv(
        'FORMSPREE_URL',
        url(/^https?:\/\//, httpUrl)
          .default('https://formspree.io')
          .transform(withoutTrailingSlash),
      ),
    },
    ({ formId, url }) => (formId ? { formId, url } : undefined),
  ),
} satisfies SettingTree;
