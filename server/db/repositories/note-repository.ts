import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema, HiddenNoteRow, NoteRow } from '../schema.ts';
import type { NotesTable } from '../tables/note-tables.ts';
import { compiledOnce } from './compiled-once.ts';

/** A note in a list, with when it was written or (for recently viewed) last viewed. */
export interface NoteListRow {
  shortUuid: string;
  nemesisName: string;
  vanityUrl: string;
  timestamp: string;
  /** When a sealed note opens (or opened) and in which zone; null if it was never sealed. */
  sealedUntil: string | null;
  sealZone: string | null;
}

/** Where a note sits in its author's list (newest first, then by short id): a page starts after one. */
export interface NotePosition {
  createdAt: string;
  shortUuid: string;
}

/** Reads and writes notes and their page views. */
export function createNoteRepository(db: Kysely<DatabaseSchema>) {
  // A note's page and its API read ask this on every request.
  const withHidden = compiledOnce(db, (db) =>
    db
      .selectFrom('notes')
      .leftJoin('hiddenNotes', 'hiddenNotes.shortUuid', 'notes.shortUuid')
      .selectAll('notes')
      .select([
        'hiddenNotes.held',
        'hiddenNotes.reason',
        'hiddenNotes.statement',
        'hiddenNotes.hiddenAt',
        'hiddenNotes.hiddenBy',
      ])
      .where('notes.shortUuid', '=', ''),
  );
  return {
    /**
     * Inserts a note; false (nothing written) when its short id or vanity key is taken. A taken one is an
     * answer, not an error, so a unit of work can try again (on PostgreSQL an error ends the transaction).
     */
    async create(note: Insertable<NotesTable>): Promise<boolean> {
      const inserted = await db
        .insertInto('notes')
        .values(note)
        .onConflict((conflict) => conflict.doNothing())
        .returning('shortUuid')
        .execute();
      return inserted.length > 0;
    },

    find(shortUuid: string): Promise<NoteRow | undefined> {
      return db.selectFrom('notes').selectAll().where('shortUuid', '=', shortUuid).executeTakeFirst();
    },

    /** A note with its hidden state (undefined while readers see it), in one query. */
    async findWithHidden(shortUuid: string): Promise<{ note: NoteRow; hidden: HiddenNoteRow | undefined } | undefined> {
      const [row] = await withHidden(shortUuid);
      if (!row) return undefined;
      const { held, reason, statement, hiddenAt, hiddenBy, ...note } = row;
      return {
        note,
        hidden:
          hiddenAt === null || held === null || hiddenBy === null
            ? undefined
            : { shortUuid, held, reason, statement, hiddenAt, hiddenBy },
      };
    },

    /** The short id of the note with a vanity key (lower-cased vanity URL), if any. */
    async shortUuidOfVanityKey(vanityKey: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('notes')
        .select('shortUuid')
        .where('vanityKey', '=', vanityKey)
        .executeTakeFirst();
      return row?.shortUuid;
    },

    /** Whether a vanity key (lower-cased vanity URL) is taken. */
    async vanityKeyTaken(vanityKey: string): Promise<boolean> {
      return (
        (await db.selectFrom('notes').select('shortUuid').where('vanityKey', '=', vanityKey).executeTakeFirst()) !==
        undefined
      );
    },

    /** A user's notes, newest first, at most `limit`, starting after `after` if given. */
    listByAuthor(userId: string, limit: number, after?: NotePosition): Promise<NoteListRow[]> {
      return db
        .selectFrom('notes')
        .select(['shortUuid', 'nemesisName', 'vanityUrl', 'createdAt as timestamp', 'sealedUntil', 'sealZone'])
        .where('userId', '=', userId)
        .$if(after !== undefined, (query) =>
          query.where((eb) =>
            eb.or([
              eb('createdAt', '<', after!.createdAt),
              eb.and([eb('createdAt', '=', after!.createdAt), eb('shortUuid', '>', after!.shortUuid)]),
            ]),
          ),
        )
        .orderBy('createdAt', 'desc')
        .orderBy('shortUuid')
        .limit(limit)
        .execute();
    },

    /** Sets when the author's sealed note opens and in which zone; returns whether `userId` has that note. */
    async setSeal(
      shortUuid: string,
      userId: string,
      seal: { sealedUntil: string; sealZone: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('notes')
        .set(seal)
        .where('shortUuid', '=', shortUuid)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes a note if `userId` wrote it; returns whether it did. */
    async deleteByAuthor(shortUuid: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('notes')
        .where('shortUuid', '=', shortUuid)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The notes with these short ids (for the review queue). */
    findMany(shortUuids: string[]): Promise<NoteRow[]> {
      if (shortUuids.length === 0) return Promise.resolve([]);
      return db.selectFrom('notes').selectAll().where('shortUuid', 'in', shortUuids).execute();
    },

    /** Deletes a note whoever wrote it (an admin's decision); returns whether it did. */
    async deleteAny(shortUuid: string): Promise<boolean> {
      const result = await db.deleteFrom('notes').where('shortUuid', '=', shortUuid).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Records that a reader viewed a note now (one row per reader and note, keeping the latest time). */
    async recordView(view: { id: string; shortUuid: string; viewerId: string; viewedAt: string }): Promise<void> {
      await db
        .insertInto('noteViews')
        .values(view)
        .onConflict((conflict) => conflict.columns(['viewerId', 'shortUuid']).doUpdateSet({ viewedAt: view.viewedAt }))
        .execute();
    },

    /** The notes a user viewed, each once at its latest view, newest first; at most `limit`, or all of them without one. */
    listViewedBy(viewerId: string, limit?: number): Promise<NoteListRow[]> {
      return db
        .selectFrom('noteViews')
        .innerJoin('notes', 'notes.shortUuid', 'noteViews.shortUuid')
        .select([
          'notes.shortUuid',
          'notes.nemesisName',
          'notes.vanityUrl',
          'noteViews.viewedAt as timestamp',
          'notes.sealedUntil',
          'notes.sealZone',
        ])
        .where('noteViews.viewerId', '=', viewerId)
        .orderBy('noteViews.viewedAt', 'desc')
        .orderBy('notes.shortUuid')
        .$if(limit !== undefined, (query) => query.limit(limit!))
        .execute();
    },

    /** Forgets every note a user viewed (Clear Recently Viewed); the notes stay. */
    async clearViewsBy(viewerId: string): Promise<void> {
      await db.deleteFrom('noteViews').where('viewerId', '=', viewerId).execute();
    },

    /** Every note a user wrote, whole, newest first (for Download My Data). */
    listAllByAuthor(userId: string): Promise<NoteRow[]> {
      return db
        .selectFrom('notes')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('shortUuid')
        .execute();
    },
  };
}

export type NoteRepository = ReturnType<typeof createNoteRepository>;
