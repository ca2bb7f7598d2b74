import type { QueryKey } from '@tanstack/react-query';
import { getNoteRoute, myNotesRoute, recentlyViewedRoute } from '#contract/notes/note-api-routes.ts';
import type { NoteResponse, NoteSummary } from '#contract/notes/note-schemas.ts';
import { endpointKey } from '../api/endpoint-key.ts';
import { keptRowPrefix } from './persisted-query.ts';

/**
 * A note as the page keeps it: the server's answer, and who the reader was when the server said
 * they wrote it. Only they are shown its author-only parts, even from the device's copy on a shared device.
 */
export interface NoteAnswer {
  response: NoteResponse;
  authorId?: string;
}

/** Which of the account page's lists. */
export type ListKind = 'my-notes' | 'recently-viewed';

/** One page of an account list: its notes, and where the next starts (null: the last). */
export interface ListPage {
  notes: NoteSummary[];
  nextCursor: string | null;
}

/** An account list as its infinite query holds it: the pages loaded, and the cursor each was asked with. */
export interface ListAnswer {
  pages: ListPage[];
  pageParams: (string | undefined)[];
}

const listRoutes = { 'my-notes': myNotesRoute, 'recently-viewed': recentlyViewedRoute } as const;

/** The note query's key (the note endpoint's, for this note). */
export const noteQueryKey = (shortUuid: string): QueryKey => endpointKey(getNoteRoute, { params: { shortUuid } });

/** An account list's key: its endpoint's, and the user's, so another user's list never shows, not even from the device. */
export const listQueryKey = (kind: ListKind, userId: string): QueryKey => [
  ...endpointKey(listRoutes[kind]),
  { userId },
];

/** What the row name of every note query starts with. */
export const noteRowPrefix = keptRowPrefix(noteQueryKey);

/** What the row names of each account list (kept for one user) start with. */
export const listRowPrefixes = (Object.keys(listRoutes) as ListKind[]).map((kind) =>
  keptRowPrefix((userId) => listQueryKey(kind, userId)),
);

/** A note as anyone may read it: its author-only parts (story, age, occupation, first roast) left out. */
export function publicAnswer({ response }: NoteAnswer): NoteAnswer {
  const { shortUuid, vanityUrl, nemesisName, finalRoast, createdAt } = response.note;
  return { response: { note: { shortUuid, vanityUrl, nemesisName, finalRoast, createdAt }, isAuthor: false } };
}
