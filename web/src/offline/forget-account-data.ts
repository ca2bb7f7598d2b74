import { listRowPrefixes, noteRowPrefix, publicAnswer } from './kept-queries.ts';
import type { NoteAnswer } from './kept-queries.ts';
import { offlineStore, offlineStoreExists } from './offline-store.ts';
import { quietly } from './quietly.ts';

/**
 * Forgets what this device kept for the signed-in user once there is no session (signed out, account
 * deleted, session ended): the kept session, the account lists, and the author-only parts of kept
 * notes (their story, age, occupation and first roast). The public part of each note (name, final
 * roast, date) stays, as anyone may read it.
 */
export function forgetAccountData(): Promise<void> {
  return quietly(
    'forgetting account data',
    async () => {
      // Anonymous visitors who never opened a note have no store: do not create one just to empty it.
      if (!(await offlineStoreExists())) return;
      const db = await offlineStore();
      await db.transaction('rw', [db.session, db.queries], async () => {
        await db.session.clear();
        // Rows are found by their names' prefix (the table's key), not by reading every row.
        await db.queries.where('key').startsWithAnyOf(listRowPrefixes).delete();
        await db.queries
          .where('key')
          .startsWith(noteRowPrefix)
          .filter(({ query }) => (query.state.data as NoteAnswer).response.isAuthor)
          .modify((row) => {
            row.query.state.data = publicAnswer(row.query.state.data as NoteAnswer);
          });
      });
    },
    undefined,
  );
}
