import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { isNoteQueryKey } from './kept-queries.ts';
import type { NoteAnswer } from './kept-queries.ts';
import { offlineStore } from './offline-store.ts';
import { quietly } from './quietly.ts';

/** A note this device keeps a copy of, as a list shows it: where it lives, whom it roasts, and when the copy was received (ISO). */
export interface KeptNoteSummary {
  note: Pick<NoteResponse['note'], 'shortUuid' | 'vanityUrl' | 'nemesisName'>;
  savedAt: string;
}

/** The notes this device can show without a connection, newest copy first; none when the store cannot be read. */
export function keptNotes(): Promise<KeptNoteSummary[]> {
  return quietly(
    'listing the kept notes',
    async () =>
      (await (await offlineStore()).queries.toArray())
        .filter(({ query }) => isNoteQueryKey(query.queryKey))
        .map(({ query }) => {
          const { shortUuid, vanityUrl, nemesisName } = (query.state.data as NoteAnswer).response.note;
          return { note: { shortUuid, vanityUrl, nemesisName }, savedAt: query.state.dataUpdatedAt };
        })
        .sort((a, b) => b.savedAt - a.savedAt)
        .map(({ note, savedAt }) => ({ note, savedAt: new Date(savedAt).toISOString() })),
    [],
  );
}
