import type { NoteSummary } from '#contract/notes/note-schemas.ts';
import type { KeptList, KeptListKind } from './offline-db.ts';
import { offlineStore } from './offline-store.ts';
import { quietly } from './quietly.ts';

/** The account page's lists as last received, for the user they belong to. */
export const keptLists = {
  /** Keeps a list as the server answered it. */
  save(kind: KeptListKind, userId: string, notes: NoteSummary[]): Promise<void> {
    return quietly('keeping a list', async () => void (await (await offlineStore()).lists.put({ kind, userId, notes, savedAt: new Date().toISOString() })), undefined);
  },

  /** The kept list of this user, or undefined (none kept, or kept for someone else). */
  find(kind: KeptListKind, userId: string): Promise<KeptList | undefined> {
    return quietly(
      'reading a kept list',
      async () => {
        const list = await (await offlineStore()).lists.get(kind);
        return list?.userId === userId ? list : undefined;
      },
      undefined,
    );
  },

  /**
   * Changes this user's kept list in place (a note written, viewed or deleted while the list is not
   * on screen), so it is right offline before the next refresh. Does nothing if none is kept.
   */
  update(kind: KeptListKind, userId: string, change: (notes: NoteSummary[]) => NoteSummary[]): Promise<void> {
    return quietly(
      'updating a kept list',
      async () => {
        const db = await offlineStore();
        await db.transaction('rw', db.lists, async () => {
          const list = await db.lists.get(kind);
          if (list?.userId === userId) await db.lists.put({ ...list, notes: change(list.notes) });
        });
      },
      undefined,
    );
  },
};
