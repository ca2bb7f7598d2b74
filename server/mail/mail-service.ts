import type { SecretBox } from '../auth/secret-box.ts';
import { newId } from '../auth/secrets.ts';
import type { MailRepository } from '../db/repositories/mail-repository.ts';
import type { MailRow } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { createRetryLoop } from '../retry-loop.ts';
import type { MailAddress } from './mail-address.ts';
import { mailConsoleBlock } from './mail-console-block.ts';
import { openMailBody } from './open-mail-body.ts';
import type { Clock } from '../clock.ts';

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
  /** Codes and passwords in the text: masked in what the outbox shows, sent as they are. */
  secrets?: string[];
  /** Held until this moment (a Nemesis Note on Nemesis Day): its first attempt is due then, and nothing sends it sooner. */
  notBefore?: Date;
}

/** What stands for a code or password in the outbox's copy of a mail. */
const maskedSecret = '••••••';

/** The text with every secret masked. */
function masked(text: string, secrets: string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join(maskedSecret), text);
}

// Claims outlast nodemailer's own connection and greeting timeouts: a claimed mail is not taken again while one attempt runs.
const schedule = { maxAttempts: 8, baseMs: 30_000, maxMs: 3_600_000, claimMs: 5 * 60_000 };

/**
 * Sends mail through SMTP_URL with every message recorded in the outbox first, so a failed send is
 * retried later and never loses the request that caused it. Without SMTP_URL, mail stays in the
 * outbox (status 'logged') and is printed readably on the console (`print`, stdout unless given) for
 * the operator. Reply-To and extra headers are kept with the message, so a retry sends them too. The
 * outbox shows codes and passwords masked: the full text of such a mail is kept sealed (`box`) until it
 * has gone out or been given up (without SMTP, until the outbox's texts expire: `nemesis mail --data-dir` reads it).
 * Mail held for a moment (`notBefore`) waits in the outbox until then, when whichever process claims it
 * first sends it, once `mayLeave` allows. Without SMTP it waits the same way (scheduled, cancellable,
 * counted as such) and is printed and kept at its moment: a server tried without mail behaves as it will with it.
 */
export function createMailService(options: {
  repository: MailRepository;
  smtpUrl: string | undefined;
  from: MailAddress;
  logger: Logger;
  box: SecretBox;
  clock: Clock;
  print?: (text: string) => void;
  failed?: () => void;
  /** Asked of held mail as its moment comes: false withdraws it (status 'stopped') instead of sending it. */
  mayLeave?: (mail: MailRow) => Promise<boolean>;
}) {
  const { repository, logger, box, clock } = options;
  const print = options.print ?? ((text: string) => void process.stdout.write(text));
  const smtpUrl = options.smtpUrl;
  // nodemailer loads only where mail is sent: a server without SMTP_URL should not pay for it at start.
  const transport = smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
    : undefined;
  const loop = createRetryLoop<MailRow>(
    {
      name: 'mail delivery',
      // Without SMTP only held mail is taken: other pending mail (a retry an SMTP run left) stays for one that can send it.
      listDue: transport ? repository.listDue : repository.listDueHeld,
      claim: repository.claim,
      async withdrawn(mail) {
        if (!mail.notBefore || (await options.mayLeave?.(mail)) !== false) return false;
        await repository.update(mail.id, { status: 'stopped', nextAttemptAt: null, sealedBody: null });
        logger.info({ mailId: mail.id }, 'held mail withdrawn: its recipient stopped such mail meanwhile');
        return true;
      },
      async attempt(mail) {
        const { recipient: to, subject } = mail;
        const { text, html } = openMailBody(mail, box);
        if (!transport) {
          keep(mail.id, { to, subject, text });
          return;
        }
        const headers = mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined;
        // Address objects, never text: nodemailer would read a string as an address list.
        const replyTo = mail.replyTo ? { name: '', address: mail.replyTo } : undefined;
        await (
          await transport
        ).sendMail({ from: options.from, to: { name: '', address: to }, subject, text, html, replyTo, headers });
      },
      succeeded: (mail, attempts) =>
        repository.update(mail.id, {
          status: transport ? 'sent' : 'logged',
          attempts,
          sentAt: transport ? clock.now().toISOString() : null,
          lastError: null,
          nextAttemptAt: null,
          // Without SMTP a sealed copy stays for the operator, as for any mail kept.
          ...(transport ? { sealedBody: null } : {}),
        }),
      failed: (mail, { attempts, error, nextAttemptAt }) => {
        options.failed?.();
        return repository.update(mail.id, {
          status: nextAttemptAt ? 'pending' : 'failed',
          attempts,
          lastError: error,
          nextAttemptAt,
          ...(nextAttemptAt ? {} : { sealedBody: null }),
        });
      },
    },
    schedule,
    logger,
    clock,
  );

  /** Without SMTP: the mail's moment to go has come, so it is printed for the operator (and stays in the outbox). */
  function keep(id: string, mail: { to: string; subject: string; text: string }): void {
    logger.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
    print(mailConsoleBlock(mail));
  }

  /** Records the mail in `outbox`; answers what starts sending it (nothing for a mail recorded before with its id). */
  async function recordIn(outbox: Pick<MailRepository, 'insertOnce'>, mail: OutgoingMail): Promise<() => void> {
    const secrets = mail.secrets ?? [];
    // Held mail waits for its moment with SMTP or without; other mail without SMTP is kept at once.
    const waits = transport !== undefined || mail.notBefore !== undefined;
    const row: MailRow = {
      id: mail.id ?? newId(),
      recipient: mail.to,
      subject: mail.subject,
      textBody: masked(mail.text, secrets),
      htmlBody: masked(mail.html, secrets),
      // Without SMTP nothing is ever sent: the sealed copy is for the operator at the server (`nemesis mail --data-dir`).
      sealedBody: secrets.length ? box.seal(JSON.stringify({ text: mail.text, html: mail.html })) : null,
      replyTo: mail.replyTo ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      status: waits ? 'pending' : 'logged',
      attempts: 0,
      lastError: null,
      createdAt: clock.now().toISOString(),
      // Held mail is first due at its moment, when the loop claims it like any retry: no attempt starts now.
      nextAttemptAt: waits ? (mail.notBefore?.toISOString() ?? loop.firstClaim()) : null,
      sentAt: null,
      notBefore: mail.notBefore?.toISOString() ?? null,
    };
    if (!(await outbox.insertOnce(row))) return () => {};
    return () => {
      if (mail.notBefore) return;
      if (transport) return loop.runNow(row);
      keep(row.id, mail);
    };
  }

  return {
    /** Records the mail and starts sending it; resolves once it is safely recorded, not when delivered. */
    async send(mail: OutgoingMail): Promise<void> {
      (await recordIn(repository, mail))();
    },

    /**
     * Records the mail through a unit of work's outbox (`tx.mail`), so it commits with the change it tells
     * of; answers what starts sending it, to call once the work committed (should that never happen, the retries send it).
     */
    recordIn,

    /** Sends every due mail now, each claimed first so no other loop or process sends it too; one run at a time. */
    retryDue: () => loop.retryDue(),

    /** Retries due mail every `intervalMs` until stop(); without SMTP, it takes only held mail, to keep it. */
    startRetries(intervalMs?: number): void {
      loop.start(intervalMs);
    },

    /** Stops retrying and waits for sends in progress. */
    async stop(): Promise<void> {
      await loop.stop();
      (await transport)?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
