import type { ContactRequest, FormSentResponse } from '#contract/forms/forms-schemas.ts';
import { newId } from '../../auth/secrets.ts';
import type { ContactMessageRepository } from '../../db/repositories/contact-message-repository.ts';
import type { Page, PageRequest } from '../../db/repositories/newest-first-page.ts';
import type { ContactMessageRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { contactMail } from '../../mail/contact-mail.ts';
import type { MailService } from '../../mail/mail-service.ts';
import type { ContactForwarder } from './contact-forwarder.ts';
import { formRateLimits } from '../limits/rate-limits.ts';
import { isBot } from './is-bot.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import type { Clock } from '../../clock.ts';

const sent: FormSentResponse = { success: true };

/**
 * The Contact form: every message is stored with its mail to CONTACT_TO (replies to the writer) when
 * set, both or neither, then the mail is sent and the message forwarded to the form service when
 * configured. A submission repeated with its idempotency key is answered like the first and stored,
 * mailed and forwarded once.
 */
export function createContactService(deps: {
  messages: ContactMessageRepository;
  mail: MailService;
  limiter: RateLimiter;
  contactTo: string | undefined;
  forwarder: ContactForwarder | undefined;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { messages, mail, limiter, contactTo, forwarder, clock } = deps;

  return {
    /** Takes a message from the client at `client` (its address key). Throws RATE_LIMIT_EXCEEDED past the limit. */
    async submit(input: ContactRequest, client: string): Promise<FormSentResponse> {
      if (isBot(input.website)) return sent;
      const submissionId = input.submissionId ?? null;
      const earlier = submissionId ? await messages.findBySubmission(submissionId) : undefined;
      // Stored with its mail, so nothing is left to send; forwarding, should it have failed, is the retry loop's.
      if (earlier) return sent;
      const { name, email, subject, message: text } = input;
      const message: ContactMessageRow = {
        id: newId(),
        submissionId,
        name,
        email,
        subject,
        message: text,
        createdAt: clock.now().toISOString(),
        status: forwarder ? 'pending' : 'off',
        attempts: 0,
        lastError: null,
        nextAttemptAt: forwarder ? forwarder.firstClaim() : null,
        forwardedAt: null,
      };
      // A message whose mail could not be stored is neither kept nor counted, so sending it again may succeed.
      const send = await deps.unitOfWork(async (tx) => {
        await limiter.hit(formRateLimits.contactPerIp, client, tx.rateLimits);
        // Another request with this key stored it a moment ago: answer like that one.
        if (!(await tx.contactMessages.insertOnce(message))) return undefined;
        return contactTo ? mail.recordIn(tx.mail, contactMail(message, contactTo)) : () => {};
      });
      if (send) {
        send();
        forwarder?.runNow(message);
      }
      return sent;
    },

    /** The admin's view: contact messages with their forwarding state, newest first, a page at a time. */
    list(request: PageRequest): Promise<Page<ContactMessageRow>> {
      return messages.page(request);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
