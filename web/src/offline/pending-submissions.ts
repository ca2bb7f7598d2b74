import type { PendingSubmission } from './offline-db.ts';
import { offlineStore, offlineStoreExists } from './offline-store.ts';
import { quietly } from './quietly.ts';

/** Form submissions waiting on this device for a connection, oldest first. */
export const pendingSubmissions = {
  /** Keeps a submission to be sent later; resolves false when the device could not keep it (storage blocked or full). */
  keep(submission: PendingSubmission): Promise<boolean> {
    return quietly(
      'keeping a submission',
      async () => Boolean(await (await offlineStore()).pending.put(submission)),
      false,
    );
  },

  /** Every waiting submission, oldest first (none without opening a store this browser never made). */
  all(): Promise<PendingSubmission[]> {
    return quietly(
      'reading waiting submissions',
      async () => ((await offlineStoreExists()) ? (await offlineStore()).pending.orderBy('createdAt').toArray() : []),
      [],
    );
  },

  /** Forgets a submission once the server has answered it. */
  remove(submissionId: string): Promise<void> {
    return quietly(
      'removing a sent submission',
      async () => (await offlineStore()).pending.delete(submissionId),
      undefined,
    );
  },
};
