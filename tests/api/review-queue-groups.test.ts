import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModerationStatus } from '#contract/admin/moderation-queue-schemas.ts';
import { reviewQueueMigration } from '../../server/db/migrations/0023-review-queue.ts';
import { createRepositories } from '../../server/db/repositories.ts';
import { insertNote } from '../support/insert-note.ts';
import { insertUsers } from '../support/insert-users.ts';
import { openReportRows } from '../support/open-report-rows.ts';
import { testEngines, useMigratedDatabase } from '../support/test-database.ts';

// The review queue reads the groups of reports the database keeps (0023-review-queue.ts): each page must
// be what grouping the reports themselves gives, after every kind of write, and start from the reports
// there before the groups were kept.
describe.each(testEngines)('the review queue’s groups on $engine', ({ engine, available }) => {
  const parts = useMigratedDatabase(engine, available);
  const repositories = () => createRepositories(parts.database.db, engine);
  const firstPage = { page: 1, pageSize: 50 };
  const reportRow = openReportRows();
  const report = (shortUuid: string, reporter: string, reporterId?: string) =>
    repositories().noteReports.insertOnce(reportRow(shortUuid, reporter, reporterId));
  const decide = (shortUuid: string) =>
    repositories().noteReports.decideOpen(shortUuid, {
      decision: 'dismissed',
      decidedAt: new Date(Date.UTC(2026, 1, 16)).toISOString(),
      decidedBy: 'admin@example.test',
    });

  // What grouping the reports gives, as the queue's page read before the groups were kept.
  const grouped = async (status: ModerationStatus) => {
    const { rows } = await sql<{ shortUuid: string; reportCount: number; first: string; last: string }>`
      select short_uuid as "shortUuid", count(*) as "reportCount", min(created_at) as "first", max(created_at) as "last"
      from note_reports where decided_at ${sql.raw(status === 'open' ? 'is null' : 'is not null')}
      group by short_uuid order by max(created_at) desc, short_uuid`.execute(parts.database.db);
    return rows.map(({ shortUuid, reportCount, first, last }) => ({
      shortUuid,
      reportCount: Number(reportCount),
      firstReportedAt: first,
      lastReportedAt: last,
    }));
  };
  /** Both tabs of the queue, each checked against the grouped reports; answers the notes of each. */
  const queue = async () => {
    const tabs: Record<string, string[]> = {};
    for (const status of ['open', 'decided'] as const) {
      const page = await repositories().noteReports.pageOfNotes(status, firstPage);
      const expected = await grouped(status);
      expect(page.rows).toEqual(expected);
      expect(page.totalCount).toBe(expected.length);
      tabs[status] = page.rows.map((row) => `${row.shortUuid}×${row.reportCount}`);
    }
    return tabs;
  };

  beforeAll(async () => {
    if (available) await insertUsers(parts.database, 3, 'queued');
  });

  it.skipIf(!available)('starts from the reports written before the groups were kept', async () => {
    const migration = reviewQueueMigration(engine);
    await migration.down!(parts.database.db);
    for (const id of ['OLD01', 'OLD02']) await insertNote(parts.database, 'queued-00', id);
    await report('OLD01', 'a');
    await report('OLD02', 'a');
    await report('OLD01', 'b');
    await decide('OLD02');
    await migration.up(parts.database.db);

    expect(await queue()).toEqual({ open: ['OLD01×2'], decided: ['OLD02×1'] });
  });

  it.skipIf(!available)('follows reports written, decided, written again and deleted', async () => {
    await insertNote(parts.database, 'queued-01', 'NEW01');
    await insertNote(parts.database, 'queued-01', 'NEW02');
    expect(await report('NEW01', 'a')).toBe(true);
    expect(await report('NEW02', 'a', 'queued-02')).toBe(true);
    expect(await report('NEW01', 'b')).toBe(true);
    // The same reporter again stores nothing, and changes nothing.
    expect(await report('NEW01', 'b')).toBe(false);
    expect(await queue()).toEqual({ open: ['NEW01×2', 'NEW02×1', 'OLD01×2'], decided: ['OLD02×1'] });

    // A decision moves all of a note's open reports to the decided tab; a report after it opens the note again.
    expect(await decide('NEW01')).toBe(2);
    expect(await queue()).toEqual({ open: ['NEW02×1', 'OLD01×2'], decided: ['NEW01×2', 'OLD02×1'] });
    await report('NEW01', 'c');
    expect(await queue()).toEqual({ open: ['NEW01×1', 'NEW02×1', 'OLD01×2'], decided: ['NEW01×2', 'OLD02×1'] });

    // The reporter's account goes: their report stays, without them.
    await repositories().users.delete('queued-02');
    expect(await queue()).toEqual({ open: ['NEW01×1', 'NEW02×1', 'OLD01×2'], decided: ['NEW01×2', 'OLD02×1'] });
    // A note's deletion takes its reports, open and decided, with it.
    await repositories().notes.deleteAny('NEW01');
    expect(await queue()).toEqual({ open: ['NEW02×1', 'OLD01×2'], decided: ['OLD02×1'] });
    // So does its author's account's deletion.
    await repositories().users.delete('queued-01');
    expect(await queue()).toEqual({ open: ['OLD01×2'], decided: ['OLD02×1'] });
  });

  // SQLite has one writer at a time: two transactions cannot change a note's reports at once there.
  if (engine === 'postgres')
    it.skipIf(!available)(
      'keeps a decision and a new report of one note made in two transactions at once',
      async () => {
        await insertNote(parts.database, 'queued-00', 'RACE1');
        await report('RACE1', 'a');
        const { db } = parts.database;
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let decided = () => {};
        const decisionMade = new Promise<void>((resolve) => (decided = resolve));
        const decision = db.transaction().execute(async (trx) => {
          await createRepositories(trx, engine).noteReports.decideOpen('RACE1', {
            decision: 'dismissed',
            decidedAt: new Date(Date.UTC(2026, 1, 16)).toISOString(),
            decidedBy: 'admin@example.test',
          });
          decided();
          await held;
        });
        await decisionMade;
        const newReport = report('RACE1', 'b');
        // The report waits on the note the decision holds; the decision then commits.
        await expect
          .poll(
            async () =>
              (
                await sql<{ waiting: number | string }>`
                select count(*) as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(
                  db,
                )
              ).rows[0]!.waiting,
            { timeout: 10_000 },
          )
          .toBe('1');
        release();
        await Promise.all([decision, newReport]);
        const { open, decided: decidedTab } = await queue();
        expect(open).toContain('RACE1×1');
        expect(decidedTab).toContain('RACE1×1');
      },
    );
});
