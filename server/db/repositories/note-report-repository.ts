import type { Kysely } from 'kysely';
import type { ModerationStatus } from '#contract/admin/moderation-queue-schemas.ts';
import type { DatabaseSchema, HiddenNoteRow, NoteReportRow } from '../schema.ts';
import type { Page, PageRequest } from './newest-first-page.ts';

/** A note of the review queue: how many of its reports match, and when the first and last came. */
export interface ReportedNoteRow {
  shortUuid: string;
  reportCount: number;
  firstReportedAt: string;
  lastReportedAt: string;
}

/** Open reports of a note: one per reporter, the networks (keyed hashes) they came from, and the signed-in ones. */
export interface OpenReporters {
  reporters: number;
  networks: number;
  signedIn: number;
}

/** Reads and writes reports of notes and the hidden state of notes. */
export function createNoteReportRepository(db: Kysely<DatabaseSchema>) {
  const inStatus = (status: ModerationStatus) => (status === 'open' ? ('is' as const) : ('is not' as const));
  return {
    /** Stores a report; returns false (storing nothing) if this reporter already reported this note. */
    async insertOnce(report: NoteReportRow): Promise<boolean> {
      const result = await db
        .insertInto('noteReports')
        .values(report)
        .onConflict((conflict) => conflict.columns(['shortUuid', 'reporterKey']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Whether this reporter already reported this note. */
    async exists(shortUuid: string, reporterKey: string): Promise<boolean> {
      return (
        (await db
          .selectFrom('noteReports')
          .select('id')
          .where('shortUuid', '=', shortUuid)
          .where('reporterKey', '=', reporterKey)
          .executeTakeFirst()) !== undefined
      );
    },

    /** Of the note's reports since `since` still waiting for a decision: how many reporters, from how many networks, and how many signed in. */
    async openReportersSince(shortUuid: string, since: string): Promise<OpenReporters> {
      const row = await db
        .selectFrom('noteReports')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('reporters'),
          eb.fn.count<number | string>('networkKey').distinct().as('networks'),
          eb.fn.count<number | string>('reporterId').as('signedIn'),
        ])
        .where('shortUuid', '=', shortUuid)
        .where('decidedAt', 'is', null)
        .where('createdAt', '>=', since)
        .executeTakeFirstOrThrow();
      // PostgreSQL counts in bigint, which arrives as a string.
      return { reporters: Number(row.reporters), networks: Number(row.networks), signedIn: Number(row.signedIn) };
    },

    /**
     * One page of the notes with open (or decided) reports, the latest reported first, and how many such
     * notes there are: read from the groups and the count the database keeps (0023-review-queue.ts).
     */
    async pageOfNotes(status: ModerationStatus, { page, pageSize }: PageRequest): Promise<Page<ReportedNoteRow>> {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('reviewQueue')
          .select(['shortUuid', 'reportCount', 'firstReportedAt', 'lastReportedAt'])
          .where('status', '=', status)
          .orderBy('lastReportedAt', 'desc')
          .orderBy('shortUuid')
          .offset((page - 1) * pageSize)
          .limit(pageSize)
          .execute(),
        db
          .selectFrom('rowCounts')
          .select('count')
          .where('name', '=', `review_queue_${status}`)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, reportCount: Number(row.reportCount) })),
        totalCount: Number(total.count),
      };
    },

    /** The open (or decided; without a status, all) reports of these notes, oldest first. */
    reportsOf(shortUuids: string[], status?: ModerationStatus): Promise<NoteReportRow[]> {
      if (shortUuids.length === 0) return Promise.resolve([]);
      const query = db.selectFrom('noteReports').selectAll().where('shortUuid', 'in', shortUuids);
      return (status ? query.where('decidedAt', inStatus(status), null) : query)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    /** Closes every open report of a note with a decision; returns how many it closed. */
    async decideOpen(
      shortUuid: string,
      decision: { decision: string; decidedAt: string; decidedBy: string },
    ): Promise<number> {
      const result = await db
        .updateTable('noteReports')
        .set(decision)
        .where('shortUuid', '=', shortUuid)
        .where('decidedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    findHidden(shortUuid: string): Promise<HiddenNoteRow | undefined> {
      return db.selectFrom('hiddenNotes').selectAll().where('shortUuid', '=', shortUuid).executeTakeFirst();
    },

    /** The hidden state of those of these notes that are hidden. */
    findHiddenAmong(shortUuids: string[]): Promise<HiddenNoteRow[]> {
      if (shortUuids.length === 0) return Promise.resolve([]);
      return db.selectFrom('hiddenNotes').selectAll().where('shortUuid', 'in', shortUuids).execute();
    },

    /** Hides a note, or changes why it is hidden. */
    async hide(row: HiddenNoteRow): Promise<void> {
      const { shortUuid, ...state } = row;
      await db
        .insertInto('hiddenNotes')
        .values(row)
        .onConflict((conflict) => conflict.column('shortUuid').doUpdateSet(state))
        .execute();
    },

    /** Puts a note on hold unless it is hidden already; returns whether it did. */
    async holdOnce(row: HiddenNoteRow): Promise<boolean> {
      const result = await db
        .insertInto('hiddenNotes')
        .values(row)
        .onConflict((conflict) => conflict.column('shortUuid').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Shows a hidden note again; returns whether it was hidden. */
    async unhide(shortUuid: string): Promise<boolean> {
      const result = await db.deleteFrom('hiddenNotes').where('shortUuid', '=', shortUuid).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type NoteReportRepository = ReturnType<typeof createNoteReportRepository>;
