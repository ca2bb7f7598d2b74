/** A backup or restore that cannot be done, with what to do about it: the CLI prints the message as it is. */
export class BackupError extends Error {
  override name = 'BackupError';
}
