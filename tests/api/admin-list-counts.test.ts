import { beforeAll, describe, expect, it } from 'vitest';
import { listCountsMigration } from '../../server/db/migrations/0022-list-counts.ts';
import { reviewQueueMigration } from '../../server/db/migrations/0023-review-queue.ts';
import { createRepositories } from '../../server/db/repositories.ts';
import { insertNote } from '../support/insert-note.ts';
import { insertUsers } from '../support/insert-users.ts';
import { openReportRows } from '../support/open-report-rows.ts';
import { testEngines, useMigratedDatabase } from '../support/test-database.ts';

// The notes browser's totals come from counts the database keeps (0022-list-counts.ts): they must follow
// every write, and start from what was there before they were kept.
describe.each(testEngines)('the notes browser’s totals on $engine', ({ engine, available }) => {
  const parts = useMigratedDatabase(engine, available);
  const firstPage = { page: 1, pageSize: 50 };
  const totals = async () => {
    const { adminNotes } = createRepositories(parts.database.db, engine);
    const [all, reported] = await Promise.all([
      adminNotes.page({ filter: 'all' }, firstPage),
      adminNotes.page({ filter: 'reported' }, firstPage),
    ]);
    // Each total is also what the page's own rows say, the page being big enough for them all.
    expect(all.totalCount).toBe(all.rows.length);
    expect(reported.totalCount).toBe(reported.rows.length);
    return { all: all.totalCount, reported: reported.totalCount };
  };
  const reportRow = openReportRows();
  const report = (shortUuid: string, reporter: string) =>
    createRepositories(parts.database.db, engine).noteReports.insertOnce(reportRow(shortUuid, reporter));

  beforeAll(async () => {
    if (available) await insertUsers(parts.database, 2, 'counted');
  });

  it.skipIf(!available)('starts from the notes and reports written before the counts were kept', async () => {
    // The review queue's counts (0023) are kept in the same table: it goes first, and comes back last.
    const migrations = [listCountsMigration(engine), reviewQueueMigration(engine)];
    for (const migration of migrations.toReversed()) await migration.down!(parts.database.db);
    for (const id of ['OLD01', 'OLD02', 'OLD03']) await insertNote(parts.database, 'counted-00', id);
    await report('OLD01', 'a');
    await report('OLD01', 'b');
    await report('OLD02', 'a');
    for (const migration of migrations) await migration.up(parts.database.db);

    expect(await totals()).toEqual({ all: 3, reported: 2 });
  });

  it.skipIf(!available)(
    'counts each note written and deleted, and a note reported once however many reports it gets',
    async () => {
      await insertNote(parts.database, 'counted-01', 'NEW01');
      await insertNote(parts.database, 'counted-01', 'NEW02');
      expect(await totals()).toEqual({ all: 5, reported: 2 });

      expect(await report('NEW01', 'a')).toBe(true);
      expect(await totals()).toEqual({ all: 5, reported: 3 });
      expect(await report('NEW01', 'b')).toBe(true);
      // The same reporter again stores nothing, and counts nothing.
      expect(await report('NEW01', 'b')).toBe(false);
      expect(await totals()).toEqual({ all: 5, reported: 3 });

      // A note's deletion takes its two reports with it: one reported note fewer.
      const { notes, users } = createRepositories(parts.database.db, engine);
      await notes.deleteAny('OLD01');
      expect(await totals()).toEqual({ all: 4, reported: 2 });
      // An account's deletion takes its notes (and their reports) with it.
      await users.delete('counted-01');
      expect(await totals()).toEqual({ all: 2, reported: 1 });
    },
  );
});
