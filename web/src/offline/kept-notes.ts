import type { PersistedQuery } from '@tanstack/query-persist-client-core';
import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { noteQueryKey, noteRowPrefix } from './kept-queries.ts';
import type { NoteAnswer } from './kept-queries.ts';
import type { OfflineDb } from './offline-db.ts';
import { offlineStore } from './offline-store.ts';
import { keptQueryName } from './persisted-query.ts';
import { quietly } from './quietly.ts';

/** A note this device keeps a copy of, as a list shows it: where it lives, whom it roasts, and when the copy was received (ISO). */
export interface KeptNoteSummary {
  note: Pick<NoteResponse['note'], 'shortUuid' | 'vanityUrl' | 'nemesisName'>;
  savedAt: string;
}

/** The kept rows of note queries, read by their names' prefix (the table's key) rather than all. */
const noteRows = (queries: OfflineDb['queries']) => queries.where('key').startsWith(noteRowPrefix).toArray();

/** The notes this device can show without a connection, newest copy first; none when the store cannot be read. */
export function keptNotes(): Promise<KeptNoteSummary[]> {
  return quietly(
    'listing the kept notes',
    async () =>
      (await noteRows((await offlineStore()).queries))
        .map(({ query }) => {
          const { shortUuid, vanityUrl, nemesisName } = (query.state.data as NoteAnswer).response.note;
          return { note: { shortUuid, vanityUrl, nemesisName }, savedAt: query.state.dataUpdatedAt };
        })
        .sort((a, b) => b.savedAt - a.savedAt)
        .map(({ note, savedAt }) => ({ note, savedAt: new Date(savedAt).toISOString() })),
    [],
  );
}

/**
 * For `/notes/<custom URL>` read offline: the kept note whose custom URL the note query named
 * `queryName` asks for, in any case (a custom URL is matched so online too). Its copy is kept under its
 * short id, which is looked for first, so a short id wins where both match. Two names differ only in
 * the note's param, so they compare without case.
 */
export async function keptNoteByCustomUrl(
  queries: OfflineDb['queries'],
  queryName: string,
): Promise<PersistedQuery | undefined> {
  if (!queryName.startsWith(noteRowPrefix)) return undefined;
  const wanted = queryName.toLowerCase();
  return (await noteRows(queries)).find(({ query }) => {
    const { vanityUrl } = (query.state.data as NoteAnswer).response.note;
    return vanityUrl !== '' && keptQueryName(noteQueryKey(vanityUrl)).toLowerCase() === wanted;
  })?.query;
}
