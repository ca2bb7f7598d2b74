import { load } from './load.ts';
import { publishNote } from './publish-note.ts';
import { residentMb, startServerProcess, withDataDir } from './server-process.ts';

const coldStarts = 3;
const noteReads = [10_000, 100_000];
const targets = { coldStartMs: 500, idleMb: 110, afterReadsMb: 140, growthAfterMb: 10 };
/** The server as `npm start` runs it, and with the heap limit the README's operations notes give. */
const memoryRuns: { label: string; env: Record<string, string> }[] = [
  { label: 'Resident memory', env: {} },
  {
    label: 'With NODE_OPTIONS=--max-old-space-size=128 (README)',
    env: { NODE_OPTIONS: '--max-old-space-size=128' },
  },
];

/**
 * Prints the self-hoster's figures for the server `npm start` runs: cold start to healthy on an
 * empty SQLite data folder (median of a few), and resident memory after start, after 10,000 note
 * reads and after 100,000 (flat: within a few MB of the figure at 10,000), once as it runs by default
 * and once with the heap limit the README's operations notes suggest.
 */
export async function printServerFigures(): Promise<void> {
  const env = { DATABASE_URL: '', OLLAMA_HOST: 'http://127.0.0.1:9', AI_MODEL: 'builtin/roastbook' };
  const starts: { wall: number; cpu: number }[] = [];
  for (let run = 0; run < coldStarts; run++) {
    await withDataDir(async (dataDir) => {
      const server = await startServerProcess({ ...env, DATA_DIR: dataDir });
      starts.push({ wall: server.coldStartMs, cpu: server.coldStartCpuMs });
      await server.stop();
    });
  }
  starts.sort((a, b) => a.wall - b.wall);
  const median = starts[Math.floor(starts.length / 2)]!;
  const all = starts.map((start) => start.wall.toFixed(0)).join(', ');
  console.log(
    `Cold start to healthy, empty SQLite folder: ${median.wall.toFixed(0)} ms (${median.cpu} ms CPU), median of ${all} (target <= ${targets.coldStartMs})`,
  );

  for (const run of memoryRuns) await printMemory(run.label, { ...env, ...run.env });
}

/** Prints the resident memory of a fresh server with `env`: after start, after 10,000 note reads and after 100,000. */
async function printMemory(label: string, env: Record<string, string>): Promise<void> {
  await withDataDir(async (dataDir) => {
    const server = await startServerProcess({ ...env, DATA_DIR: dataDir });
    try {
      const idle = residentMb(server.child.pid!);
      const { shortUuid } = await publishNote(server.url, dataDir);
      let read = 0;
      const after: number[] = [];
      let errors = 0;
      for (const total of noteReads) {
        const reads = await load(`${server.url}/api/v1/nemesis-notes/${shortUuid}`, {
          connections: 16,
          requests: total - read,
        });
        read = total;
        errors += reads.errors;
        after.push(residentMb(server.child.pid!));
      }
      const [tenThousand = NaN, hundredThousand = NaN] = after;
      console.log(
        `${label}: ${idle.toFixed(0)} MB after start (target <= ${targets.idleMb}), ${tenThousand.toFixed(0)} MB after ${noteReads[0]} note reads (target <= ${targets.afterReadsMb}), ${hundredThousand.toFixed(0)} MB after ${noteReads[1]} (${(hundredThousand - tenThousand).toFixed(0)} MB more, target <= ${targets.growthAfterMb}; ${errors} errors)`,
      );
    } finally {
      await server.stop();
    }
  });
}
