import { scheduledNoteMessages } from '#contract/forms/forms-messages.ts';
import type { ScheduledNoteResponse } from '#contract/forms/forms-schemas.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { AppError } from '../../app-error.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { AppreciationNoteRepository } from '../../db/repositories/appreciation-note-repository.ts';
import type { MailRepository } from '../../db/repositories/mail-repository.ts';
import type { MailRow } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';

const idPattern = /^[0-9a-f-]{36}$/;
const invalidLink = () => new AppError('INVALID_INPUT', scheduledNoteMessages.invalidLink);

/** What a Nemesis Note's mail row (held or not) says of it at `now`, in the words of its cancel link ('logged': kept without SMTP, as if sent). */
export function stateOf(mail: MailRow, now: string): ScheduledNoteResponse['state'] {
  const ahead = mail.notBefore !== null && mail.notBefore > now;
  if (mail.status === 'pending') return ahead ? 'scheduled' : 'sending';
  if (mail.status === 'logged') return ahead ? 'scheduled' : 'sent';
  return mail.status;
}

/**
 * Nemesis Notes held for Nemesis Day, as their senders see them through the cancel link mailed to
 * them: the link carries the note's id signed with the server's secret, so only that mail's reader
 * can cancel it. A note can be cancelled until its moment comes; from then it may be on its way.
 */
export function createScheduledNotes(deps: {
  mail: MailRepository;
  notes: AppreciationNoteRepository;
  hasher: TokenHasher;
  publicBaseUrl: string;
  clock: Clock;
}) {
  const { mail, notes, hasher, clock } = deps;
  const signed = (id: string) => `cancel-scheduled-note:${id}`;

  /** The held note a token names, with its mail; INVALID_INPUT for a token not ours or a note no longer held. */
  async function find(token: string) {
    const [id = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || !idPattern.test(id) || !hasher.matches(signed(id), signature)) throw invalidLink();
    const [row, note] = await Promise.all([mail.findById(id), notes.findById(id)]);
    if (!row?.notBefore || !note) throw invalidLink();
    return { row, note };
  }

  /** The answer about a held note at this moment. */
  async function answer(token: string): Promise<ScheduledNoteResponse> {
    const { row, note } = await find(token);
    return { state: stateOf(row, clock.now().toISOString()), nemesisName: note.nemesisName, deliverAt: row.notBefore! };
  }

  return {
    /** The page that cancels the held note with this id (its sender's confirmation carries it). */
    cancelLink(id: string): string {
      return `${deps.publicBaseUrl}${spaRoutes.cancelScheduledNote}?token=${id}.${hasher.hash(signed(id))}`;
    },

    /** The moment the note with this id is held until, if it was held for Nemesis Day. */
    async deliverAt(id: string): Promise<string | undefined> {
      return (await mail.findById(id))?.notBefore ?? undefined;
    },

    /** Where the held note stands. Throws INVALID_INPUT for a token not ours. */
    status: answer,

    /**
     * Cancels the held note while its moment is still to come (again is fine), and answers where it
     * stands: `cancelled`, or already `sending` or gone. Throws INVALID_INPUT for a token not ours.
     */
    async cancel(token: string): Promise<ScheduledNoteResponse> {
      const { row } = await find(token);
      await mail.cancelHeld(row.id, clock.now().toISOString());
      return answer(token);
    },
  };
}

export type ScheduledNotes = ReturnType<typeof createScheduledNotes>;
