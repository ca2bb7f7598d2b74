import type { ContactMessageRepository } from '../../db/repositories/contact-message-repository.ts';
import type { ContactMessageRow } from '../../db/schema.ts';
import type { FormspreeClient } from '../../forms/formspree-client.ts';
import { oneLine } from '../../mail/one-line.ts';
import type { Logger } from '../../logger.ts';
import { createRetryLoop } from '../../retry-loop.ts';
import type { Clock } from '../../clock.ts';

// A form service answers within its 15 s timeout: a claim of two minutes is never taken from a live attempt.
const schedule = { maxAttempts: 8, baseMs: 30_000, maxMs: 3_600_000, claimMs: 120_000 };

/**
 * Forwards stored contact messages to the form service in the background. A failure (a refusal
 * with its codes, or no answer) keeps the message and is retried with back-off, then marked failed.
 */
export function createContactForwarder(deps: {
  messages: ContactMessageRepository;
  client: FormspreeClient;
  logger: Logger;
  clock: Clock;
}) {
  const { messages, client, clock } = deps;
  return createRetryLoop<ContactMessageRow>(
    {
      name: 'contact forwarding',
      listDue: messages.listDue,
      claim: messages.claim,
      attempt: (message) =>
        client.submit({
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          _subject: `Nemesis Day contact: ${oneLine(message.subject)}`,
        }),
      succeeded: (message, attempts) =>
        messages.update(message.id, {
          status: 'forwarded',
          attempts,
          forwardedAt: clock.now().toISOString(),
          lastError: null,
          nextAttemptAt: null,
        }),
      failed: (message, { attempts, error, nextAttemptAt }) =>
        messages.update(message.id, {
          status: nextAttemptAt ? 'pending' : 'failed',
          attempts,
          lastError: error,
          nextAttemptAt,
        }),
    },
    schedule,
    deps.logger,
    clock,
  );
}

export type ContactForwarder = ReturnType<typeof createContactForwarder>;
