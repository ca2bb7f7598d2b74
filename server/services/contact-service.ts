import type { ContactRequest, FormSentResponse } from '#contract/forms/forms-schemas.ts';
import { newId } from '../auth/secrets.ts';
import type { ContactMessageRepository } from '../db/repositories/contact-message-repository.ts';
import type { Page, PageRequest } from '../db/repositories/newest-first-page.ts';
import type { ContactMessageRow } from '../db/schema.ts';
import { contactMail } from '../mail/contact-mail.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { ContactForwarder } from './contact-forwarder.ts';
import { formRateLimits } from './rate-limits.ts';
import { isBot } from './is-bot.ts';
import type { RateLimiter } from './rate-limiter.ts';

const sent: FormSentResponse = { success: true };

/**
 * The Contact form: every message is stored first, then mailed to CONTACT_TO (replies to the writer)
 * when set and forwarded to the form service when configured. A submission repeated with its
 * idempotency key is answered like the first and stored, mailed and forwarded once.
 */
export function createContactService(deps: {
  messages: ContactMessageRepository;
  mail: MailService;
  limiter: RateLimiter;
  contactTo: string | undefined;
  forwarder: ContactForwarder | undefined;
}) {
  const { messages, mail, limiter, contactTo, forwarder } = deps;

  /**
   * Mails the message to CONTACT_TO and answers. For a repeat too: the first try may have failed
   * before its mail was recorded, and the outbox records it once. Forwarding is the retry loop's.
   */
  async function mailAndAnswer(message: ContactMessageRow): Promise<FormSentResponse> {
    if (contactTo) await mail.send(contactMail(message, contactTo));
    return sent;
  }

  return {
    /** Takes a message from the client at `client` (its address key). Throws RATE_LIMIT_EXCEEDED past the limit. */
    async submit(input: ContactRequest, client: string): Promise<FormSentResponse> {
      if (isBot(input.website)) return sent;
      const submissionId = input.submissionId ?? null;
      const earlier = submissionId ? await messages.findBySubmission(submissionId) : undefined;
      if (earlier) return mailAndAnswer(earlier);
      await limiter.hit(formRateLimits.contactPerIp, client);
      const { name, email, subject, message: text } = input;
      const message: ContactMessageRow = {
        id: newId(),
        submissionId,
        name,
        email,
        subject,
        message: text,
        createdAt: new Date().toISOString(),
        status: forwarder ? 'pending' : 'off',
        attempts: 0,
        lastError: null,
        nextAttemptAt: forwarder ? forwarder.firstClaim() : null,
        forwardedAt: null,
      };
      // Another request with this key stored it a moment ago: answer like that one.
      if (!(await messages.insertOnce(message))) return mailAndAnswer((await messages.findBySubmission(message.submissionId!))!);
      forwarder?.runNow(message);
      return mailAndAnswer(message);
    },

    /** The admin's view: contact messages with their forwarding state, newest first, a page at a time. */
    list(request: PageRequest): Promise<Page<ContactMessageRow>> {
      return messages.page(request);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
