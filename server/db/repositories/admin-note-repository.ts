import type { Kysely } from 'kysely';
import type { AdminNoteFilter } from '#contract/admin/admin-note-schemas.ts';
import type { Database } from '../database.ts';
import type { DatabaseSchema, NoteRow } from '../schema.ts';
import { containsText } from './contains-text.ts';
import type { Page, PageRequest } from './newest-first-page.ts';

/** Which notes the browser lists: those whose nemesis name, author's e-mail or short id contains `search` (any case), passing `filter`. */
export interface AdminNoteQuery {
  search?: string;
  filter: AdminNoteFilter;
}

/** A note with its author's e-mail (null when the account is gone) and how many reports it has, open and in all. */
export interface AdminNoteRow extends NoteRow {
  authorEmail: string | null;
  authorStatus: string | null;
  /** When an admin disabled the author; null while they may sign in. */
  authorDisabledAt: string | null;
  reportCount: number;
  openReportCount: number;
}

/** Reads every note for the admin's notes browser, newest first. */
export function createAdminNoteRepository(db: Kysely<DatabaseSchema>, engine: Database['engine']) {
  const matching = ({ search, filter }: AdminNoteQuery) =>
    db
      .selectFrom('notes')
      .leftJoin('users', 'users.id', 'notes.userId')
      .where((eb) => {
        const reported = eb.exists(
          eb
            .selectFrom('noteReports')
            .select('noteReports.id')
            .whereRef('noteReports.shortUuid', '=', 'notes.shortUuid'),
        );
        const hidden = eb.exists(
          eb
            .selectFrom('hiddenNotes')
            .select('hiddenNotes.shortUuid')
            .whereRef('hiddenNotes.shortUuid', '=', 'notes.shortUuid'),
        );
        return eb.and([
          // The notes found by their own text, and those of the authors found by their e-mail: each through its
          // table's index, the two lists joined. A search through the join could use neither table's index, and
          // PostgreSQL reads every note for an OR of an index's match and a subquery's.
          ...(search === undefined
            ? []
            : [
                eb(
                  'notes.shortUuid',
                  'in',
                  eb
                    .selectFrom('notes')
                    .select('notes.shortUuid')
                    .where(containsText(engine, 'notes', ['nemesis_name', 'short_uuid'], search))
                    .union(
                      eb
                        .selectFrom('notes')
                        .select('notes.shortUuid')
                        .where(
                          'notes.userId',
                          'in',
                          eb
                            .selectFrom('users')
                            .select('users.id')
                            .where(containsText(engine, 'users', ['email'], search)),
                        ),
                    ),
                ),
              ]),
          ...(filter === 'hidden' ? [hidden] : filter === 'reported' ? [reported] : []),
        ]);
      });

  const counted = (query: AdminNoteQuery) =>
    matching(query)
      .selectAll('notes')
      .select((eb) => [
        'users.email as authorEmail',
        'users.status as authorStatus',
        'users.disabledAt as authorDisabledAt',
        eb
          .selectFrom('noteReports')
          .select((sub) => sub.fn.countAll<number | string>().as('n'))
          .whereRef('noteReports.shortUuid', '=', 'notes.shortUuid')
          .as('reportCount'),
        eb
          .selectFrom('noteReports')
          .select((sub) => sub.fn.countAll<number | string>().as('n'))
          .whereRef('noteReports.shortUuid', '=', 'notes.shortUuid')
          .where('noteReports.decidedAt', 'is', null)
          .as('openReportCount'),
      ]);

  // Without a search, the total is one the database keeps (0022-list-counts.ts), or the count of the hidden
  // notes (few): counting through the join (and each note's reports) would read every note on each page.
  const kept = (name: 'notes' | 'reported_notes') =>
    db.selectFrom('rowCounts').select('count').where('name', '=', name).executeTakeFirstOrThrow();
  const countOf = ({ search, filter }: AdminNoteQuery) =>
    search !== undefined
      ? matching({ search, filter })
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      : filter === 'hidden'
        ? db
            .selectFrom('hiddenNotes')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
        : kept(filter === 'reported' ? 'reported_notes' : 'notes');

  const toRow = (row: Awaited<ReturnType<ReturnType<typeof counted>['execute']>>[number]): AdminNoteRow => ({
    ...row,
    authorEmail: row.authorEmail ?? null,
    authorStatus: row.authorStatus ?? null,
    authorDisabledAt: row.authorDisabledAt ?? null,
    reportCount: Number(row.reportCount ?? 0),
    openReportCount: Number(row.openReportCount ?? 0),
  });

  return {
    /** One page of the notes the query lets through, newest first (ties by short id, so pages never overlap), and how many it lets through. */
    async page(query: AdminNoteQuery, { page, pageSize }: PageRequest): Promise<Page<AdminNoteRow>> {
      const [rows, total] = await Promise.all([
        counted(query)
          .orderBy('notes.createdAt', 'desc')
          .orderBy('notes.shortUuid', 'desc')
          .offset((page - 1) * pageSize)
          .limit(pageSize)
          .execute(),
        countOf(query),
      ]);
      return { rows: rows.map(toRow), totalCount: Number(total.count) };
    },

    /** One note with its counts, or undefined. */
    async find(shortUuid: string): Promise<AdminNoteRow | undefined> {
      const row = await counted({ filter: 'all' }).where('notes.shortUuid', '=', shortUuid).executeTakeFirst();
      return row && toRow(row);
    },
  };
}

export type AdminNoteRepository = ReturnType<typeof createAdminNoteRepository>;
