import type { NoteSeal } from '#contract/notes/note-schemas.ts';
import { sealMessages } from '#contract/notes/seal-messages.ts';
import { upcomingNemesisDay } from '#contract/site/nemesis-day.ts';
import { AppError } from '../../app-error.ts';
import type { NotesTable } from '../../db/tables/note-tables.ts';

/** What a note keeps of its seal. */
export type SealColumns = Pick<NotesTable, 'sealedUntil' | 'sealZone'>;

/** The note's seal while it is sealed at `now` (the server's clock, never a client's); undefined once it has opened or if it never was sealed. */
export function sealOf(note: SealColumns, now: Date): NoteSeal | undefined {
  if (note.sealedUntil === null || note.sealZone === null || note.sealedUntil <= now.toISOString()) return undefined;
  return { opensAt: note.sealedUntil, timeZone: note.sealZone };
}

/**
 * A seal until the next Nemesis Day in `zone` (an IANA name the request's schema checked), from
 * `now`; INVALID_INPUT on 15 February itself there (the day has come: `refusal` says what to do).
 */
export function sealUntilNemesisDay(
  zone: string,
  now: Date,
  refusal: string = sealMessages.alreadyNemesisDay,
): { sealedUntil: string; sealZone: string } {
  const day = upcomingNemesisDay(now, zone);
  if (!day) throw new AppError('INVALID_INPUT', refusal);
  return { sealedUntil: day.opensAt.toISOString(), sealZone: zone };
}
