import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = path.resolve(import.meta.dirname, '../bin/nemesis.js');
const build = path.resolve(import.meta.dirname, '../bin/build.js');

/** A `nemesis serve` process as `npm start` runs it, started for the figures. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning the process to its first healthy answer. */
  coldStartMs: number;
  /** CPU milliseconds the process spent until then: on a busy machine, steadier than the wall-clock time. */
  coldStartCpuMs: number;
  /** Sends SIGTERM and resolves once the process has exited. */
  stop(): Promise<void>;
}

/** Builds what is missing or older than its sources, as `npm start` does before it starts the server. */
export async function buildIfStale(): Promise<void> {
  const child = spawn(process.execPath, [build, '--if-stale'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The build exited with ${code}`);
}

/**
 * Starts `nemesis serve` on a free port with `env` added, and resolves once its health check answers 200.
 * The build is brought up to date first, as `npm start` does, outside the timed start.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  await buildIfStale();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [bin, 'serve'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  while (!(await healthy(url))) {
    if (gone) throw new Error(`The server exited before it was healthy:\n${errors}`);
  }
  const coldStartMs = performance.now() - started;
  return {
    url,
    child,
    coldStartMs,
    coldStartCpuMs: cpuMs(child.pid!),
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs `run` with an empty data folder of its own, removed afterwards. */
export async function withDataDir(run: (dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nemesis-bench-'));
  try {
    await run(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The resident memory of a process in MB (VmRSS in /proc/PID/status). */
export function residentMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`No VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

/** User and system CPU time of a process (/proc/PID/stat counts it in USER_HZ ticks, 100 a second on Linux). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function healthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get(`${url}/api/v1/nemesis-notes/health`, (response) => {
        response.resume();
        if (response.statusCode === 200) resolve(true);
        else notYet();
      })
      .on('error', notYet);
    // Not listening or not healthy yet: ask again after a breath, so polling does not starve the starting server of CPU.
    function notYet() {
      setTimeout(() => resolve(false), 5);
    }
  });
}

/** A port of 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}
