import { maskEmail } from '#contract/auth/auth-messages.ts';
import { appreciationMessages } from '#contract/forms/forms-messages.ts';
import type { AppreciationRequest, FormSentResponse } from '#contract/forms/forms-schemas.ts';
import { AppError } from '../../app-error.ts';
import { newId } from '../../auth/secrets.ts';
import type { AppreciationNoteRepository } from '../../db/repositories/appreciation-note-repository.ts';
import type { Page, PageRequest } from '../../db/repositories/newest-first-page.ts';
import type { AppreciationNoteRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { appreciationMail } from '../../mail/appreciation-mail.ts';
import type { MailService, OutgoingMail } from '../../mail/mail-service.ts';
import { formRateLimits } from '../rate-limits.ts';
import { isBot } from '../forms/is-bot.ts';
import type { Limit, RateLimiter } from '../rate-limiter.ts';
import type { StopList } from '../stop-list.ts';
import type { Clock } from '../../clock.ts';

const sent: FormSentResponse = { success: true };
const refused = () => new AppError('RECIPIENT_STOPPED', appreciationMessages.recipientStopped);

/**
 * Send a Nemesis Note: checks the limits and the do-not-contact list, records the note and its mail
 * in the outbox together, and sends it. A submission repeated with its idempotency key is answered like
 * the first and never mailed twice.
 */
export function createAppreciationService(deps: {
  notes: AppreciationNoteRepository;
  mail: MailService;
  limiter: RateLimiter;
  stopList: StopList;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { notes, mail, limiter, stopList, clock } = deps;

  /** The answer to a stored note, the first time or again: its mail was stored with it, so nothing is left to send. */
  function answer(note: AppreciationNoteRow): FormSentResponse {
    if (note.status === 'refused') throw refused();
    return sent;
  }

  /**
   * Counts the note against `limits` (each with its subject) and records it once per idempotency key with
   * its mail, if any, in the outbox: all or nothing, so a note whose mail could not be stored is neither
   * kept nor counted, and may be sent again. Sends the mail, and answers; a request that lost the race
   * to the same key answers like the winner.
   */
  async function record(
    note: AppreciationNoteRow,
    limits: [Limit, string][],
    outgoing?: OutgoingMail,
  ): Promise<FormSentResponse> {
    const send = await deps.unitOfWork(async (tx) => {
      for (const [limit, subject] of limits) await limiter.hit(limit, subject, tx.rateLimits);
      if (!(await tx.appreciationNotes.insertOnce(note))) return undefined;
      return outgoing ? mail.recordIn(tx.mail, outgoing) : () => {};
    });
    send?.();
    return answer(send ? note : (await notes.findBySubmission(note.submissionId!))!);
  }

  return {
    /**
     * Sends the note from the client at `client` (its address key). Throws RATE_LIMIT_EXCEEDED past a
     * limit, and RECIPIENT_STOPPED when the recipient stopped notes (the refusal is recorded, nothing is mailed).
     */
    async send(input: AppreciationRequest, client: string): Promise<FormSentResponse> {
      if (isBot(input.website)) return sent;
      const submissionId = input.submissionId ?? null;
      const earlier = submissionId ? await notes.findBySubmission(submissionId) : undefined;
      if (earlier) return answer(earlier);

      const perIp: [Limit, string] = [formRateLimits.notesPerIp, client];
      const key = stopList.keyOf(input.nemesisEmail);
      const { nemesisName, nemesisEmail, appreciation, senderName, senderEmail } = input;
      const note: AppreciationNoteRow = {
        id: newId(),
        submissionId,
        status: 'sent',
        nemesisName,
        nemesisEmail,
        appreciation,
        senderName,
        senderEmail,
        createdAt: clock.now().toISOString(),
      };
      if (await stopList.isStopped(nemesisEmail)) {
        // Kept for the admin's view without what the recipient asked not to receive: their address shows masked, the text not at all.
        return record({ ...note, status: 'refused', nemesisEmail: maskEmail(nemesisEmail), appreciation: '' }, [perIp]);
      }
      const limits: [Limit, string][] = [
        perIp,
        [formRateLimits.notesPerRecipient, key],
        [formRateLimits.notesPerPair, `${client}|${key}`],
      ];
      return record(note, limits, appreciationMail(note, stopList.linksFor(key)));
    },

    /** The admin's view: notes sent or refused, newest first, a page at a time. */
    list(request: PageRequest): Promise<Page<AppreciationNoteRow>> {
      return notes.page(request);
    },
  };
}

export type AppreciationService = ReturnType<typeof createAppreciationService>;
