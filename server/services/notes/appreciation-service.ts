import { maskEmail } from '#contract/auth/auth-messages.ts';
import { appreciationMessages } from '#contract/forms/forms-messages.ts';
import type { AppreciationRequest, NemesisNoteSentResponse } from '#contract/forms/forms-schemas.ts';
import { momentInZone, nemesisDayMessages, upcomingNemesisDay } from '#contract/site/nemesis-day.ts';
import { AppError } from '../../app-error.ts';
import { newId } from '../../auth/secrets.ts';
import type { AppreciationNoteRepository } from '../../db/repositories/appreciation-note-repository.ts';
import type { Page, PageRequest } from '../../db/repositories/newest-first-page.ts';
import type { AppreciationNoteRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { appreciationMail } from '../../mail/appreciation-mail.ts';
import type { NoteKind } from '../../mail/appreciation-mail.ts';
import type { MailService, OutgoingMail } from '../../mail/mail-service.ts';
import { scheduledNoteMail } from '../../mail/scheduled-note-mail.ts';
import { formRateLimits } from '../limits/rate-limits.ts';
import { isBot } from '../forms/is-bot.ts';
import type { Limit, RateLimiter } from '../limits/rate-limiter.ts';
import type { StopList } from '../forms/stop-list.ts';
import type { Clock } from '../../clock.ts';
import type { ScheduledNotes } from './scheduled-note-service.ts';

const refused = () => new AppError('RECIPIENT_STOPPED', appreciationMessages.recipientStopped);

/** When a note asked to go on Nemesis Day leaves: 09:00 on the next 15 February in its zone. INVALID_INPUT on the day itself. */
function heldUntil(input: AppreciationRequest, now: Date): { at: Date; zone: string } | undefined {
  if (input.deliver !== 'nemesis-day') return undefined;
  const zone = input.timeZone!;
  const day = upcomingNemesisDay(now, zone);
  if (!day) throw new AppError('INVALID_INPUT', nemesisDayMessages.alreadyNemesisDay);
  return { at: day.deliverAt, zone };
}

/**
 * Send a Nemesis Note: checks the limits and the do-not-contact list, records the note and its mail
 * in the outbox together, and sends it: now, or held until Nemesis Day, with a confirmation to the
 * sender that carries a cancel link. A submission repeated with its idempotency key is answered like
 * the first and never mailed twice.
 */
export function createAppreciationService(deps: {
  notes: AppreciationNoteRepository;
  mail: MailService;
  limiter: RateLimiter;
  stopList: StopList;
  scheduled: ScheduledNotes;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { notes, mail, limiter, stopList, clock } = deps;

  /**
   * The answer to a stored note, the first time or again: its mail was stored with it, so nothing is
   * left to send. A held note's moment is the one its mail was stored with, whatever a retry's body asks.
   */
  async function answer(note: AppreciationNoteRow): Promise<NemesisNoteSentResponse> {
    if (note.status === 'refused') throw refused();
    const deliverAt = await deps.scheduled.deliverAt(note.id);
    return deliverAt ? { success: true, deliverAt } : { success: true };
  }

  /**
   * Counts the note against `limits` (each with its subject) and records it once per idempotency key with
   * its mails, if any, in the outbox: all or nothing, so a note whose mail could not be stored is neither
   * kept nor counted, and may be sent again. Sends the mail, and answers; a request that lost the race
   * to the same key answers like the winner.
   */
  async function record(
    note: AppreciationNoteRow,
    limits: [Limit, string][],
    outgoing: OutgoingMail[] = [],
  ): Promise<NemesisNoteSentResponse> {
    const sends = await deps.unitOfWork(async (tx) => {
      for (const [limit, subject] of limits) await limiter.hit(limit, subject, tx.rateLimits);
      if (!(await tx.appreciationNotes.insertOnce(note))) return undefined;
      const started: (() => void)[] = [];
      for (const each of outgoing) started.push(await mail.recordIn(tx.mail, each));
      return started;
    });
    for (const send of sends ?? []) send();
    return answer(sends ? note : (await notes.findBySubmission(note.submissionId!))!);
  }

  return {
    /**
     * Sends the note (of `kind`: a roast's link, from its author) from the client at `client` (its address key), now or held for Nemesis Day. Throws
     * INVALID_INPUT for Nemesis Day when it is the day already in the chosen zone, RATE_LIMIT_EXCEEDED past a
     * limit, and RECIPIENT_STOPPED when the recipient stopped notes (the refusal is recorded, nothing is mailed).
     */
    async send(
      input: AppreciationRequest,
      client: string,
      kind: NoteKind = 'appreciation',
    ): Promise<NemesisNoteSentResponse> {
      const submissionId = input.submissionId ?? null;
      const earlier = submissionId ? await notes.findBySubmission(submissionId) : undefined;
      if (earlier) return answer(earlier);
      const held = heldUntil(input, clock.now());
      // A bot is answered like a person, so it cannot tell it was caught.
      if (isBot(input.website)) return held ? { success: true, deliverAt: held.at.toISOString() } : { success: true };

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
      const toNemesis = appreciationMail(note, stopList.linksFor(key), kind);
      if (!held) return record(note, limits, [toNemesis]);
      const heldNote = { ...toNemesis, notBefore: held.at };
      // The confirmation goes to the sender's address as typed, which nobody has proved: an address
      // that stopped notes gets none, and it counts against the address's mail like a note to it.
      if (await stopList.isStopped(senderEmail)) return record(note, limits, [heldNote]);
      const senderKey = stopList.keyOf(senderEmail);
      const confirmation = scheduledNoteMail(
        note,
        momentInZone(held.at, held.zone),
        deps.scheduled.cancelLink(note.id),
        stopList.linksFor(senderKey),
      );
      const senderLimit: [Limit, string] = [formRateLimits.notesPerRecipient, senderKey];
      return record(note, [...limits, senderLimit], [heldNote, confirmation]);
    },

    /** The admin's view: every note taken (sent, held, cancelled or refused), newest first, a page at a time. */
    list(request: PageRequest): Promise<Page<AppreciationNoteRow>> {
      return notes.page(request);
    },
  };
}

export type AppreciationService = ReturnType<typeof createAppreciationService>;
