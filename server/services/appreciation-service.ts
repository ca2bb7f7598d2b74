import { maskEmail } from '#contract/auth/auth-messages.ts';
import { appreciationMessages } from '#contract/forms/forms-messages.ts';
import type { AppreciationRequest, FormSentResponse } from '#contract/forms/forms-schemas.ts';
import { AppError } from '../app-error.ts';
import { newId } from '../auth/secrets.ts';
import type { AppreciationNoteRepository } from '../db/repositories/appreciation-note-repository.ts';
import type { Page, PageRequest } from '../db/repositories/newest-first-page.ts';
import type { AppreciationNoteRow } from '../db/schema.ts';
import { appreciationMail } from '../mail/appreciation-mail.ts';
import type { MailService } from '../mail/mail-service.ts';
import { formRateLimits } from './rate-limits.ts';
import { isBot } from './is-bot.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { StopList } from './stop-list.ts';

const sent: FormSentResponse = { success: true };
const refused = () => new AppError('RECIPIENT_STOPPED', appreciationMessages.recipientStopped);

/**
 * Send a Nemesis Note: checks the limits and the do-not-contact list, records the note and mails it
 * through the outbox. A submission repeated with its idempotency key is answered like the first and
 * never mailed twice.
 */
export function createAppreciationService(deps: { notes: AppreciationNoteRepository; mail: MailService; limiter: RateLimiter; stopList: StopList }) {
  const { notes, mail, limiter, stopList } = deps;

  /**
   * Answers a submission again as it was first answered. A sent note is mailed in case the first try
   * failed before its mail was recorded: the outbox records it once, and not after a stop since then.
   */
  async function answerAgain(note: AppreciationNoteRow): Promise<FormSentResponse> {
    if (note.status === 'refused') throw refused();
    const key = stopList.keyOf(note.nemesisEmail);
    if (!(await stopList.isStopped(key))) await mail.send(appreciationMail(note, stopList.linksFor(key)));
    return sent;
  }

  /** Records the note once per idempotency key; a request that lost the race to the same key answers like the winner. */
  async function record(note: AppreciationNoteRow): Promise<AppreciationNoteRow | undefined> {
    if (await notes.insertOnce(note)) return undefined;
    return notes.findBySubmission(note.submissionId!);
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
      if (earlier) return answerAgain(earlier);

      await limiter.hit(formRateLimits.notesPerIp, client);
      const key = stopList.keyOf(input.nemesisEmail);
      const { nemesisName, nemesisEmail, appreciation, senderName, senderEmail } = input;
      const note: AppreciationNoteRow = { id: newId(), submissionId, status: 'sent', nemesisName, nemesisEmail, appreciation, senderName, senderEmail, createdAt: new Date().toISOString() };
      if (await stopList.isStopped(key)) {
        // Kept for the admin's view without what the recipient asked not to receive: their address shows masked, the text not at all.
        const winner = await record({ ...note, status: 'refused', nemesisEmail: maskEmail(nemesisEmail), appreciation: '' });
        if (winner) return answerAgain(winner);
        throw refused();
      }
      await limiter.hit(formRateLimits.notesPerRecipient, key);
      await limiter.hit(formRateLimits.notesPerPair, `${client}|${key}`);
      const winner = await record(note);
      if (winner) return answerAgain(winner);
      await mail.send(appreciationMail(note, stopList.linksFor(key)));
      return sent;
    },

    /** The admin's view: notes sent or refused, newest first, a page at a time. */
    list(request: PageRequest): Promise<Page<AppreciationNoteRow>> {
      return notes.page(request);
    },
  };
}

export type AppreciationService = ReturnType<typeof createAppreciationService>;
