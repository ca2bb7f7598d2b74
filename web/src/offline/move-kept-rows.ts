import type { Transaction } from 'dexie';
import type { NoteResponse, NoteSummary } from '#contract/notes/note-schemas.ts';
import type { ListKind, ListAnswer, NoteAnswer } from './kept-queries.ts';
import { listQueryKey, noteQueryKey } from './kept-queries.ts';
import { keptQuery } from './persisted-query.ts';
import type { KeptQuery } from './persisted-query.ts';

/** A note as version 2 of the offline store kept it. */
interface KeptNoteRow {
  shortUuid: string;
  note: NoteResponse['note'];
  isAuthor: boolean;
  authorId?: string;
  savedAt: string;
}

/** An account list as version 2 of the offline store kept it. */
interface KeptListRow {
  kind: ListKind;
  userId: string;
  notes: NoteSummary[];
  savedAt: string;
}

function noteQuery({ shortUuid, note, isAuthor, authorId, savedAt }: KeptNoteRow): KeptQuery {
  const answer: NoteAnswer =
    authorId === undefined ? { response: { note, isAuthor } } : { response: { note, isAuthor }, authorId };
  return keptQuery(noteQueryKey(shortUuid), answer, Date.parse(savedAt));
}

function listQuery({ kind, userId, notes, savedAt }: KeptListRow): KeptQuery {
  const answer: ListAnswer = { pages: [{ notes, nextCursor: null }], pageParams: [undefined] };
  return keptQuery(listQueryKey(kind, userId), answer, Date.parse(savedAt));
}

/**
 * Moves what an earlier version of the app kept (the `notes` and `lists` tables) into the rows of the
 * queries that now read them, dated as they were saved, so an upgrade loses nothing kept offline.
 */
export async function moveKeptRows(transaction: Transaction): Promise<void> {
  const notes = (await transaction.table<KeptNoteRow>('notes').toArray()).map(noteQuery);
  const lists = (await transaction.table<KeptListRow>('lists').toArray()).map(listQuery);
  await transaction.table<KeptQuery>('queries').bulkPut([...notes, ...lists]);
}
