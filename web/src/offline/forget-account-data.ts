import { offlineStore, offlineStoreExists } from './offline-store.ts';
import { quietly } from './quietly.ts';

/**
 * Forgets what this device kept for the signed-in user once there is no session (signed out, account
 * deleted, session ended): the kept session, both account lists, and the author-only parts of kept
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
      await db.transaction('rw', [db.session, db.lists, db.notes], async () => {
        await db.session.clear();
        await db.lists.clear();
        await db.notes
          .filter((kept) => kept.isAuthor)
          .modify((kept) => {
            const { shortUuid, vanityUrl, nemesisName, finalRoast, createdAt } = kept.note;
            kept.note = { shortUuid, vanityUrl, nemesisName, finalRoast, createdAt };
            kept.isAuthor = false;
            delete kept.authorId;
          });
      });
    },
    undefined,
  );
}
