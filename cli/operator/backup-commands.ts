import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { systemClock } from '../../server/clock.ts';
import { UsageError } from '../cli-error.ts';
import { readableSize } from '../ui/readable-size.ts';
import { loadConfigWith } from './server-commands.ts';

// Like `serve` and `admin grant`, these run the server's own code beside the database: no server is needed.

const dataDirOption = [
  '-d, --data-dir <dir>',
  'folder of the SQLite file (env DATA_DIR, default: your data folder, ~/.local/share/nemesis-day on Linux; DATABASE_URL for PostgreSQL)',
] as const;

/** Adds `nemesis backup [file]` and `nemesis restore <file>`. */
export function addBackupCommands(program: Command): void {
  program
    .command('backup [file]')
    .description(
      'take a consistent copy of the database, also while the server runs (default file: DATA_DIR/backups/nemesis-<time>.db)',
    )
    .option(...dataDirOption)
    .addHelpText(
      'after',
      '\nExamples:\n  $ nemesis backup --data-dir /var/lib/nemesis\n  $ nemesis backup /mnt/offsite/nemesis.db\n',
    )
    .action(async (file: string | undefined, options: { dataDir?: string }) => {
      const config = await loadConfigWith(options);
      const { openDatabase, sqliteFileName } = await import('../../server/db/database.ts');
      if (!config.databaseUrl && !existsSync(path.join(config.dataDir, sqliteFileName)))
        throw new UsageError(`There is no database in ${config.dataDir} to back up.`);
      const { takeBackup } = await import('../../server/backup/backups.ts');
      const database = openDatabase(config);
      try {
        const backup = await takeBackup(
          database,
          config,
          systemClock,
          file === undefined ? undefined : path.resolve(file),
        );
        console.log(`Backup written: ${backup.file} (${readableSize(backup.sizeBytes)}).`);
        if (config.databaseUrl)
          console.log(
            'Keep the session secret (SESSION_SECRET, or DATA_DIR/session-secret) with it: without it, codes, tokens and authenticator apps do not survive a restore.',
          );
      } finally {
        await database.db.destroy();
      }
    });

  program
    .command('restore <file>')
    .description('put a backup in place of the database, after checking it; what it replaces is kept beside it')
    .option(...dataDirOption)
    .option('--force', 'restore even while a server uses the database')
    .addHelpText(
      'after',
      '\nExample:\n  $ nemesis restore /var/lib/nemesis/backups/nemesis-2026-11-25T03-00-00Z.db --data-dir /var/lib/nemesis\n\nStop the server first: a restore refuses while one uses the database.\n',
    )
    .action(async (file: string, options: { dataDir?: string; force?: boolean }) => {
      const config = await loadConfigWith(options);
      const { restoreBackup } = await import('../../server/backup/restore-backup.ts');
      console.log(
        await restoreBackup(config, path.resolve(file), { force: options.force === true, clock: systemClock }),
      );
    });
}
