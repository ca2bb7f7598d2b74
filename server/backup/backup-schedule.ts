import type { Logger } from '../logger.ts';
import { pruneBackups } from './backups.ts';
import type { BackupResult } from './sqlite-backup.ts';

/**
 * Takes a backup every `everyMs` and keeps the newest `keep` of the backups folder; a failed backup is
 * logged and tried again at the next turn. Answers the stop, which waits for a backup under way.
 */
export function startBackupSchedule(options: {
  everyMs: number;
  keep: number;
  dataDir: string;
  take: () => Promise<BackupResult>;
  logger: Logger;
}): () => Promise<void> {
  const { logger } = options;
  let running: Promise<void> | undefined;
  const turn = () => {
    running ??= options
      .take()
      .then((backup) => {
        const removed = pruneBackups(options.dataDir, options.keep);
        logger.info({ file: backup.file, sizeBytes: backup.sizeBytes, removed }, 'backup taken');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'backup failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(turn, options.everyMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
