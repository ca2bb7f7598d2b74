import type { NoteResponse, NoteSummary } from '#contract/notes/note-schemas.ts';
import type { NoteListRow } from '../../db/repositories/note-repository.ts';
import type { NoteRow } from '../../db/schema.ts';
import { sealOf } from './note-seal.ts';

/** The note as its page reads it at `now`: everything for the author, the public fields for anyone else (while it is sealed, its seal in place of the roast). */
export function presentNote(note: NoteRow, isAuthor: boolean, now: Date): NoteResponse {
  const seal = sealOf(note, now);
  const shared = {
    shortUuid: note.shortUuid,
    vanityUrl: note.vanityUrl,
    nemesisName: note.nemesisName,
    createdAt: note.createdAt,
    ...(seal ? { seal } : {}),
  };
  if (!isAuthor) return { note: seal ? shared : { ...shared, finalRoast: note.finalRoast }, isAuthor };
  const { finalRoast, nemesisAge, nemesisOccupation, userNotes, initialRoast } = note;
  return { note: { ...shared, finalRoast, nemesisAge, nemesisOccupation, userNotes, initialRoast }, isAuthor };
}

/** A note in a list at `now`, with its seal while it is sealed. */
export const presentSummary = (row: NoteListRow, now: Date): NoteSummary => {
  const seal = sealOf(row, now);
  const listed = {
    shortUuid: row.shortUuid,
    nemesisName: row.nemesisName,
    vanityUrl: row.vanityUrl,
    timestamp: row.timestamp,
  };
  return seal ? { ...listed, seal } : listed;
};
