import type { OfflineDb } from './offline-db.ts';

/** The name of the browser's offline database. */
export const offlineDbName = 'nemesis-day';

let loading: Promise<OfflineDb> | undefined;

/**
 * The offline database, loaded on first use: Dexie is a sizeable library that the first paint of a
 * page does not need, so it comes in its own chunk (precached by the service worker like the rest).
 */
export function offlineStore(): Promise<OfflineDb> {
  loading ??= import('./offline-db.ts').then(
    (module) => module.offlineDb,
    (error: unknown) => {
      loading = undefined; // its code could not be fetched (offline): try again next time
      throw error;
    },
  );
  return loading;
}

/**
 * Whether this browser already has the offline database, asked without opening it. (Dexie.exists
 * opens it, and deletes what that created when it was missing, which races a first save.) Where
 * the browser cannot list its databases, assume it exists.
 */
export async function offlineStoreExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((database) => database.name === offlineDbName);
}
