import type { z } from 'zod';
import type { adminHealthResponse } from '#contract/admin/admin-report-schemas.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import { formatSize } from '../../../format/format-size.ts';

/** The server's health as GET /admin/health answers it. */
export type Health = z.infer<typeof adminHealthResponse>;

/** One AI provider of the health answer. */
export type ProviderHealth = Health['providers'][number];

const mails = (count: number) => `${count} ${count === 1 ? 'mail' : 'mails'}`;

/**
 * The mail in words: the mail waiting to go; or, without an SMTP server, that none is sent (`figure`)
 * and why, with what the outbox keeps instead (`why`).
 */
export function mailText({ smtp, mailBacklog, mailKept }: Pick<Health, 'smtp' | 'mailBacklog' | 'mailKept'>): {
  figure: string;
  why?: string;
} {
  if (!smtp) {
    const kept = mailKept === null ? 'mail is kept in the outbox' : `${mails(mailKept)} kept in the outbox`;
    return { figure: 'Not being sent', why: `No SMTP server is set (SMTP_URL): ${kept}.` };
  }
  if (mailBacklog === null) return { figure: 'Unknown: the database did not say' };
  return { figure: mailBacklog === 0 ? 'None waiting' : `${mails(mailBacklog)} waiting to go` };
}

/** How to take a backup, said where there is none. */
export const backupHint = 'Run nemesis backup, or set BACKUP_INTERVAL_HOURS to take them every so often.';

/** The last backup in words: when, and its size; 'None yet' without one. */
export function lastBackupText(backup: Health['lastBackup']): string {
  return backup ? `${formatDateTime(backup.at)}, ${formatSize(backup.sizeBytes)}` : 'None yet';
}

/** A provider's state in words: it answers, or not, where it was asked and what went wrong. */
export function providerText(provider: ProviderHealth): string {
  const where = provider.address ? ` at ${provider.address}` : '';
  return provider.reachable
    ? `Answers${where}`
    : `Does not answer${where}${provider.error ? `: ${provider.error}` : ''}`;
}
