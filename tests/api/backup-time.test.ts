import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupsDir, takeBackup } from '../../server/backup/backups.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { createTestClock } from '../support/test-clock.ts';
import { testEngines, useMigratedDatabase } from '../support/test-database.ts';

// The server's scheduled backups and `nemesis backup` read the time on a clock: a backup's name and date,
// and the names a restore keeps the replaced files under, are the clock's, whatever the wall clock says.
describe.each(testEngines)('a backup on $engine', ({ engine, available }) => {
  const parts = useMigratedDatabase(engine, available);

  it.skipIf(!available)('is named and dated by the clock it is taken with', async () => {
    const clock = createTestClock('2031-02-15T03:00:00.000Z');
    const { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } = parts.storage.env;
    const config = { dataDir, databaseUrl, sessionSecret: undefined };
    const backup = await takeBackup(parts.database, config, clock);
    const name = `nemesis-2031-02-15T03-00-00Z.${engine === 'sqlite' ? 'db' : 'dump'}`;
    expect(backup.file).toBe(path.join(backupsDir(config.dataDir), name));
    expect(existsSync(backup.file)).toBe(true);
    expect(Date.parse(backup.createdAt) - Date.parse('2031-02-15T03:00:00.000Z')).toBeLessThan(1000);
    if (engine !== 'sqlite') return;

    // A restore keeps what it replaces beside it, named by its own clock's time; it says when the backup was taken.
    const restoreClock = createTestClock('2031-03-01T09:30:00.000Z');
    const said = await restoreBackup(config, backup.file, { force: true, clock: restoreClock });
    expect(said).toContain(`Restored the backup of ${backup.createdAt}`);
    expect(
      readdirSync(config.dataDir).filter((file) => file.includes('.before-restore-2031-03-01T09-30-')),
    ).not.toEqual([]);
  });
});
