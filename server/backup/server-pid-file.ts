import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file a server serving a DATA_DIR's SQLite database writes its process id to while it runs. */
const pidFileName = 'server.pid';

/** Notes that this process serves `dataDir`'s database; the function it answers takes the note away (at stop). */
export function writePidFile(dataDir: string): () => void {
  const file = path.join(dataDir, pidFileName);
  writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  return () => {
    if (runningServerPid(dataDir) === process.pid) rmSync(file, { force: true });
  };
}

/** The process id of a server that serves `dataDir` now, or undefined (none, or one that ended without taking its note away). */
export function runningServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, pidFileName), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process is there, run by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
