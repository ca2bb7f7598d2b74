import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import { nemesisDayDate } from '#contract/site/nemesis-day.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { NoteRepository } from '../../db/repositories/note-repository.ts';
import type { NoteRow } from '../../db/schema.ts';
import { noteOpeningCalendar } from '../../calendar/note-opening-calendar.ts';
import { removalError } from './note-removal.ts';
import { sealOf, sealUntilNemesisDay } from './note-seal.ts';
import { presentNote } from './present-note.ts';

/**
 * The author's controls of a note sealed until Nemesis Day: moving it to another time zone's
 * midnight, and opening it early. Only its author may: anyone else gets NOTE_NOT_FOUND, as if there
 * were no note. Each answers the note as its author reads it. And, for anyone, its opening as a calendar event.
 */
export function createNoteSealService(deps: {
  notes: Pick<NoteRepository, 'find' | 'findWithHidden' | 'setSeal'>;
  clock: Clock;
  publicBaseUrl: string;
}) {
  const { notes, clock } = deps;
  const notFound = () => new AppError('NOTE_NOT_FOUND', errorTypeDisplay['not-found'].message);

  async function ownNote(userId: string, shortUuid: string): Promise<NoteRow> {
    const note = await notes.find(shortUuid);
    if (note?.userId !== userId) throw notFound();
    return note;
  }

  async function answer(userId: string, shortUuid: string): Promise<NoteResponse> {
    return presentNote(await ownNote(userId, shortUuid), true, clock.now());
  }

  return {
    /**
     * Moves a sealed note to `zone`: it opens at 00:00 on the same 15 February there. INVALID_INPUT
     * for a note open already, or a zone where that day has come (or gone).
     */
    async changeZone(userId: string, shortUuid: string, zone: string): Promise<NoteResponse> {
      const now = clock.now();
      const seal = sealOf(await ownNote(userId, shortUuid), now);
      if (!seal) throw new AppError('INVALID_INPUT', sealMessages.notSealed);
      const moved = sealUntilNemesisDay(zone, now, sealMessages.zoneTooLate);
      // Past the day there already, the next one would be a year on: the note would open a year late.
      if (nemesisDayDate(new Date(moved.sealedUntil), zone) !== nemesisDayDate(new Date(seal.opensAt), seal.timeZone))
        throw new AppError('INVALID_INPUT', sealMessages.zoneTooLate);
      if (!(await notes.setSeal(shortUuid, userId, moved))) throw notFound();
      return answer(userId, shortUuid);
    },

    /**
     * The calendar file (iCalendar) of a sealed note's opening, for anyone with its link (its page shows
     * the moment too); NOTE_NOT_FOUND once it is open or for no note, NOTE_REMOVED or NOTE_UNDER_REVIEW
     * (410) if it is hidden.
     */
    async openingCalendar(shortUuid: string): Promise<string> {
      const found = await notes.findWithHidden(shortUuid);
      if (found?.hidden) throw removalError(found.hidden);
      const now = clock.now();
      const seal = found && sealOf(found.note, now);
      if (!found || !seal) throw notFound();
      return noteOpeningCalendar(deps.publicBaseUrl, { ...found.note, sealedUntil: seal.opensAt }, now);
    },

    /** Opens a sealed note now, for everyone (an open note stays as it is). */
    async openEarly(userId: string, shortUuid: string): Promise<NoteResponse> {
      const now = clock.now();
      const note = await ownNote(userId, shortUuid);
      const seal = sealOf(note, now);
      // The opening moment is kept rather than cleared: a preview card drawn before it is known for a teaser.
      if (seal) await notes.setSeal(shortUuid, userId, { sealedUntil: now.toISOString(), sealZone: seal.timeZone });
      return answer(userId, shortUuid);
    },
  };
}

export type NoteSealService = ReturnType<typeof createNoteSealService>;
