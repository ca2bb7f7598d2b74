import type { Page } from 'playwright-core';

/** A note's row in the page's offline store, as its note query keeps it; `row` is the row itself. */
export interface KeptNote {
  shortUuid: string;
  isAuthor: boolean;
  authorId?: string;
  note: Record<string, unknown>;
  row: unknown;
}

/** What the page's offline store (IndexedDB) holds: the kept session, and the kept answers of the account lists and notes. */
export interface KeptStore {
  session: unknown[];
  lists: { kind: string; userId: string; notes: { shortUuid: string; nemesisName: string }[] }[];
  notes: KeptNote[];
}

/** A kept query's row as the app writes it (see web/src/offline/persisted-query.ts). */
interface QueryRow {
  query: { queryKey: unknown[]; state: { data: unknown } };
}

/**
 * Reads the page's offline store. The app writes it in the background, so poll this to wait for a
 * write. A database not created yet reads as empty (and is not created by reading it).
 */
export async function readKeptStore(page: Page): Promise<KeptStore> {
  const { session, queries } = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase | undefined>((resolve, reject) => {
      const request = indexedDB.open('nemesis-day');
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => (request.error?.name === 'AbortError' ? resolve(undefined) : reject(request.error));
    });
    const all = (store: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        if (!db?.objectStoreNames.contains(store)) return resolve([]);
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    try {
      return { session: await all('session'), queries: await all('queries') };
    } finally {
      db?.close();
    }
  });
  const rows = queries as QueryRow[];
  const pathOf = (row: QueryRow) => String(row.query.queryKey[1]);
  const lists = rows
    .filter((row) => pathOf(row).startsWith('/api/v1/nemesis-notes/user/'))
    .map((row) => {
      const { pages } = row.query.state.data as { pages: { notes: KeptStore['lists'][number]['notes'] }[] };
      const { userId } = row.query.queryKey[2] as { userId: string };
      return { kind: pathOf(row).split('/').pop()!, userId, notes: pages.flatMap((listPage) => listPage.notes) };
    });
  const notes = rows
    .filter((row) => pathOf(row) === '/api/v1/nemesis-notes/:shortUuid')
    .map((row) => {
      const { response, authorId } = row.query.state.data as {
        response: { note: Record<string, unknown>; isAuthor: boolean };
        authorId?: string;
      };
      return {
        shortUuid: String(response.note.shortUuid),
        isAuthor: response.isAuthor,
        authorId,
        note: response.note,
        row,
      };
    });
  return { session, lists, notes };
}

/** Writes a note's row back into the page's offline store: what an earlier visit could have left. */
export function putKeptNote(page: Page, kept: KeptNote): Promise<void> {
  return page.evaluate(async (row) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('nemesis-day');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('queries', 'readwrite');
        transaction.objectStore('queries').put(row);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
    } finally {
      db.close();
    }
  }, kept.row);
}

/** A note as version 2 of the offline store (before the query persister) kept it. */
export interface EarlierKeptNote {
  shortUuid: string;
  note: Record<string, unknown>;
  isAuthor: boolean;
  savedAt: string;
}

/**
 * Makes the page's offline store as version 2 of the app left it (Dexie's version 2 is IndexedDB's
 * 20), holding `kept` in its `notes` table: what a device had before an upgrade. The store must not exist yet.
 */
export function putEarlierKeptNote(page: Page, kept: EarlierKeptNote): Promise<void> {
  return page.evaluate(async (record) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('nemesis-day', 20);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('notes', { keyPath: 'shortUuid' }).createIndex('savedAt', 'savedAt');
        request.result.createObjectStore('lists', { keyPath: 'kind' });
        request.result.createObjectStore('session', { keyPath: 'id' });
        request.result.createObjectStore('pending', { keyPath: 'submissionId' }).createIndex('createdAt', 'createdAt');
        request.transaction!.objectStore('notes').put(record);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
  }, kept);
}
