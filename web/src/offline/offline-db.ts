import { Dexie } from 'dexie';
import type { EntityTable } from 'dexie';
import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import type { AppreciationRequest, ContactRequest } from '#contract/forms/forms-schemas.ts';
import type { ReportNoteRequest } from '#contract/moderation/moderation-schemas.ts';
import { moveKeptRows } from './move-kept-rows.ts';
import { offlineDbName } from './offline-store.ts';
import type { KeptQuery } from './persisted-query.ts';

/** The last session the server confirmed, so a signed-in user stays signed in (read-only) offline. */
export interface KeptSession {
  id: 'current';
  claims: SessionClaims;
  savedAt: string;
}

/** What a public form hands over to be sent: which form, and what was typed. */
export type FormSubmission =
  | { kind: 'nemesis-note'; body: AppreciationRequest }
  | { kind: 'contact'; body: ContactRequest }
  | { kind: 'report-note'; shortUuid: string; body: ReportNoteRequest };

/**
 * A form's submission with its idempotency key (made once, sent with every try of it). Kept here when
 * it could not be sent yet (offline, or the server did not answer), to be sent when the connection is back.
 */
export type PendingSubmission = FormSubmission & { submissionId: string; createdAt: string };

/** The offline database's tables. */
export type OfflineDb = Dexie & {
  queries: EntityTable<KeptQuery, 'key'>;
  session: EntityTable<KeptSession, 'id'>;
  pending: EntityTable<PendingSubmission, 'submissionId'>;
};

/**
 * The browser's one offline store (decisions.md 'Offline PWA'): the answers of the queries read
 * offline (notes opened or written, the account lists; kept by query-persister.ts), the last
 * confirmed session (only what the server already showed this browser), and the form submissions
 * waiting for a connection.
 */
export const offlineDb = new Dexie(offlineDbName) as OfflineDb;

offlineDb.version(1).stores({ notes: 'shortUuid, savedAt', lists: 'kind', session: 'id' });
offlineDb.version(2).stores({ pending: 'submissionId, createdAt' });
// The notes and lists kept by hand became the rows of the queries that read them (moved, then dropped).
offlineDb.version(3).stores({ queries: 'key' }).upgrade(moveKeptRows);
offlineDb.version(4).stores({ notes: null, lists: null });
