import { newId } from '../auth/secrets.ts';
import type { MailRepository } from '../db/repositories/mail-repository.ts';
import type { MailRow } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { createRetryLoop } from '../services/retry-loop.ts';

/** A message to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (the sender of a form, say), when not to MAIL_FROM. */
  replyTo?: string;
  /** Extra headers such as List-Unsubscribe: our own values only, never text a user typed. */
  headers?: Record<string, string>;
  /** The outbox id: a second send with the same id is recorded and sent once (a repeated request). */
  id?: string;
}

// Claims outlast nodemailer's own connection and greeting timeouts: a claimed mail is not taken again while one attempt runs.
const schedule = { maxAttempts: 8, baseMs: 30_000, maxMs: 3_600_000, claimMs: 5 * 60_000 };

/**
 * Sends mail through SMTP_URL with every message recorded in the outbox first, so a failed send is
 * retried later and never loses the request that caused it. Without SMTP_URL, mail stays in the
 * outbox (status 'logged') and is written to the log. Reply-To and extra headers are kept with the
 * message, so a retry sends them too.
 */
export function createMailService(options: { repository: MailRepository; smtpUrl: string | undefined; from: string; logger: Logger }) {
  const { repository, logger } = options;
  const smtpUrl = options.smtpUrl;
  // nodemailer loads only where mail is sent: a server without SMTP_URL should not pay for it at start.
  const transport = smtpUrl ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)) : undefined;
  const loop = createRetryLoop<MailRow>(
    {
      name: 'mail delivery',
      listDue: repository.listDue,
      claim: repository.claim,
      async attempt(mail) {
        const { recipient: to, subject, textBody: text, htmlBody: html } = mail;
        const headers = mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined;
        await (await transport!).sendMail({ from: options.from, to, subject, text, html, replyTo: mail.replyTo ?? undefined, headers });
      },
      succeeded: (mail, attempts) => repository.update(mail.id, { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null, nextAttemptAt: null }),
      failed: (mail, { attempts, error, nextAttemptAt }) =>
        repository.update(mail.id, { status: nextAttemptAt ? 'pending' : 'failed', attempts, lastError: error, nextAttemptAt }),
    },
    schedule,
    logger,
  );

  return {
    /** Records the mail and starts sending it; resolves once it is safely recorded, not when delivered. */
    async send(mail: OutgoingMail): Promise<void> {
      const row: MailRow = {
        id: mail.id ?? newId(),
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        replyTo: mail.replyTo ?? null,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        status: transport ? 'pending' : 'logged',
        attempts: 0,
        lastError: null,
        createdAt: new Date().toISOString(),
        nextAttemptAt: transport ? loop.firstClaim() : null,
        sentAt: null,
      };
      if (!(await repository.insertOnce(row))) return;
      if (!transport) {
        logger.info({ mailId: row.id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      loop.runNow(row);
    },

    /** Sends every due mail now, each claimed first so no other loop or process sends it too; one run at a time. */
    retryDue: () => loop.retryDue(),

    /** Retries due mail every `intervalMs` until stop(). */
    startRetries(intervalMs?: number): void {
      if (transport) loop.start(intervalMs);
    },

    /** Stops retrying and waits for sends in progress. */
    async stop(): Promise<void> {
      await loop.stop();
      (await transport)?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
