import type { NoteResponse } from '#contract/notes/note-schemas.ts';
import { keptSession } from './kept-session.ts';
import type { KeptNote } from './offline-db.ts';
import { offlineStore } from './offline-store.ts';
import { quietly } from './quietly.ts';

/** Notes kept on this device: every note opened or written, with its full text as received. */
export const keptNotes = {
  /**
   * Keeps (or refreshes) the copy of a note as the server answered it. An author's copy is marked
   * with the signed-in user's id (the server said this browser's session wrote it).
   */
  save(response: NoteResponse): Promise<void> {
    return quietly(
      'keeping a note',
      async () => {
        const authorId = response.isAuthor ? (await keptSession.find())?.sub : undefined;
        const kept: KeptNote = { shortUuid: response.note.shortUuid, note: response.note, isAuthor: response.isAuthor, authorId, savedAt: new Date().toISOString() };
        await (await offlineStore()).notes.put(kept);
      },
      undefined,
    );
  },

  /** The kept copy of a note, or undefined. */
  find(shortUuid: string): Promise<KeptNote | undefined> {
    return quietly('reading a kept note', async () => (await offlineStore()).notes.get(shortUuid), undefined);
  },

  /** Drops the copy of a note that is gone (deleted, or not found any more). */
  remove(shortUuid: string): Promise<void> {
    return quietly('removing a kept note', async () => (await offlineStore()).notes.delete(shortUuid), undefined);
  },
};
