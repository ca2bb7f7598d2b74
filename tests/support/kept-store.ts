import type { Page } from 'playwright-core';

/** What the page's offline store (IndexedDB) holds: the kept session, account lists and notes. */
export interface KeptStore {
  session: unknown[];
  lists: { kind: string; userId: string; notes: { shortUuid: string; nemesisName: string }[] }[];
  notes: { shortUuid: string; isAuthor: boolean; authorId?: string; note: Record<string, unknown>; savedAt: string }[];
}

/**
 * Reads the page's offline store. The app writes it in the background, so poll this to wait for a
 * write. A database not created yet reads as empty (and is not created by reading it).
 */
export function readKeptStore(page: Page): Promise<KeptStore> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase | undefined>((resolve, reject) => {
      const request = indexedDB.open('nemesis-day');
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => (request.error?.name === 'AbortError' ? resolve(undefined) : reject(request.error));
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        if (!db?.objectStoreNames.contains(store)) return resolve([]);
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    try {
      return { session: await all<unknown>('session'), lists: await all<KeptStore['lists'][number]>('lists'), notes: await all<KeptStore['notes'][number]>('notes') };
    } finally {
      db?.close();
    }
  });
}

/** Writes a note into the page's offline store as the app keeps it: what an earlier visit could have left. */
export function putKeptNote(page: Page, kept: KeptStore['notes'][number]): Promise<void> {
  return page.evaluate(async (record) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('nemesis-day');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('notes', 'readwrite');
        transaction.objectStore('notes').put(record);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
    } finally {
      db.close();
    }
  }, kept);
}
