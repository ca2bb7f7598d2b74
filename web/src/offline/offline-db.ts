import { Dexie } from 'dexie';
import type { EntityTable } from 'dexie';
import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import type { AppreciationRequest, ContactRequest } from '#contract/forms/forms-schemas.ts';
import type { NoteResponse, NoteSummary } from '#contract/notes/note-schemas.ts';
import { offlineDbName } from './offline-store.ts';

/** A note as it was last received (or written), kept for reading offline. */
export interface KeptNote {
  shortUuid: string;
  note: NoteResponse['note'];
  isAuthor: boolean;
  /** Whose note it is, when kept with its author-only parts: only they are shown those parts offline. */
  authorId?: string;
  /** When this copy was saved (ISO). */
  savedAt: string;
}

/** Which of the account page's lists a kept list is. */
export type KeptListKind = 'my-notes' | 'recently-viewed';

/** The last-known answer of one account list, for the user it belongs to. */
export interface KeptList {
  kind: KeptListKind;
  userId: string;
  notes: NoteSummary[];
  savedAt: string;
}

/** The last session the server confirmed, so a signed-in user stays signed in (read-only) offline. */
export interface KeptSession {
  id: 'current';
  claims: SessionClaims;
  savedAt: string;
}

/** What a public form hands over to be sent: which form, and what was typed. */
export type FormSubmission = { kind: 'nemesis-note'; body: AppreciationRequest } | { kind: 'contact'; body: ContactRequest };

/**
 * A form's submission with its idempotency key (made once, sent with every try of it). Kept here when
 * it could not be sent yet (offline, or the server did not answer), to be sent when the connection is back.
 */
export type PendingSubmission = FormSubmission & { submissionId: string; createdAt: string };

/** The offline database's tables. */
export type OfflineDb = Dexie & {
  notes: EntityTable<KeptNote, 'shortUuid'>;
  lists: EntityTable<KeptList, 'kind'>;
  session: EntityTable<KeptSession, 'id'>;
  pending: EntityTable<PendingSubmission, 'submissionId'>;
};

/**
 * The browser's one offline store (decisions.md 'Offline PWA'): notes opened or written, the
 * account lists and the last confirmed session (only what the server already showed this browser),
 * and the form submissions waiting for a connection.
 */
export const offlineDb = new Dexie(offlineDbName) as OfflineDb;

offlineDb.version(1).stores({ notes: 'shortUuid, savedAt', lists: 'kind', session: 'id' });
offlineDb.version(2).stores({ pending: 'submissionId, createdAt' });
