import { newId } from '../auth/secrets.ts';
import type { MailRepository } from '../db/repositories/mail-repository.ts';
import type { MailRow } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

/** A message to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const maxAttempts = 8;
const retryBaseMs = 30_000;
const retryMaxMs = 3_600_000;
// Longer than nodemailer's own connection and greeting timeouts: a claimed mail is not taken again while one attempt runs.
const claimMs = 5 * 60_000;

/**
 * Sends mail through SMTP_URL with every message recorded in the outbox first, so a failed send is
 * retried later and never loses the request that caused it. Without SMTP_URL, mail stays in the
 * outbox (status 'logged') and is written to the log.
 */
export function createMailService(options: { repository: MailRepository; smtpUrl: string | undefined; from: string; logger: Logger }) {
  const { repository, logger } = options;
  const smtpUrl = options.smtpUrl;
  // nodemailer loads only where mail is sent: a server without SMTP_URL should not pay for it at start.
  const transport = smtpUrl ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)) : undefined;
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let retrying: Promise<void> | undefined;
  const later = (ms: number) => new Date(Date.now() + ms).toISOString();

  async function deliver(mail: MailRow): Promise<void> {
    const attempts = mail.attempts + 1;
    try {
      await (await transport!).sendMail({ from: options.from, to: mail.recipient, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
      await repository.update(mail.id, { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null, nextAttemptAt: null });
    } catch (error) {
      const gaveUp = attempts >= maxAttempts;
      const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), retryMaxMs);
      await repository.update(mail.id, {
        status: gaveUp ? 'failed' : 'pending',
        attempts,
        lastError: String(error).slice(0, 500),
        nextAttemptAt: gaveUp ? null : new Date(Date.now() + delay).toISOString(),
      });
      logger.warn({ err: error, mailId: mail.id, attempts, gaveUp }, 'mail delivery failed');
    }
  }

  function track(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => logger.error({ err: error }, 'mail outbox error'))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  return {
    /** Records the mail and starts sending it; resolves once it is safely recorded, not when delivered. */
    async send(mail: OutgoingMail): Promise<void> {
      const now = new Date().toISOString();
      const row: MailRow = {
        id: newId(),
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        status: transport ? 'pending' : 'logged',
        attempts: 0,
        lastError: null,
        createdAt: now,
        // Claimed by this send from the start, so the retry loop leaves it alone unless this attempt dies.
        nextAttemptAt: transport ? later(claimMs) : null,
        sentAt: null,
      };
      await repository.insert(row);
      if (!transport) {
        logger.info({ mailId: row.id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      track(deliver(row));
    },

    /** Sends every due mail now, each claimed first so no other loop or process sends it too; one run at a time. */
    retryDue(): Promise<void> {
      retrying ??= (async () => {
        const now = new Date().toISOString();
        for (const mail of await repository.listDue(now, 20)) {
          if (await repository.claim(mail.id, now, later(claimMs))) await deliver(mail);
        }
      })().finally(() => (retrying = undefined));
      return retrying;
    },

    /** Retries due mail every `intervalMs` until stop(). */
    startRetries(intervalMs = retryBaseMs): void {
      if (!transport || timer) return;
      timer = setInterval(() => track(this.retryDue()), intervalMs);
      timer.unref();
    },

    /** Stops retrying and waits for sends in progress. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await Promise.all(inFlight);
      (await transport)?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
