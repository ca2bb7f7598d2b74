import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './test-server.ts';

/** Stoplight Prism's validating proxy, running as a child process in front of a server. */
export interface PrismProxy {
  url: string;
  /** What Prism has printed so far (its request log and every violation it found). */
  log(): string;
  close(): Promise<void>;
}

const prismCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
  'dist/index.js',
);

/**
 * Starts `prism proxy document upstream` on a free port of 127.0.0.1: it forwards every request to
 * `upstream` and compares each request and answer with the document, marking what breaks it in an
 * `sl-violations` header and in its log. Without --errors: with it, Prism would answer a request that
 * breaks the document itself (the fuzzed ones must reach the server) and replace a bad answer with its own.
 */
export async function startPrismProxy(document: string, upstream: string): Promise<PrismProxy> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      prismCli,
      'proxy',
      document,
      upstream,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--errors=false',
      '--multiprocess=false',
    ],
    { env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`Prism stopped before it listened:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => output,
    close: async () => {
      child.kill();
      await exited;
    },
  };
}
