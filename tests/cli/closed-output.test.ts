import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTargets, isFresh } from '../../bin/build-targets.js';

const bin = path.resolve(import.meta.dirname, '../../bin/nemesis.js');

describe('nemesis writing to a reader that stopped reading (nemesis --help | head -1)', () => {
  it('ends quietly with exit code 0 rather than on an EPIPE stack trace', async () => {
    const child = spawn(process.execPath, [bin, '--help'], {
      env: { ...process.env, NEMESIS_FROM_SOURCE: isFresh(buildTargets.server) ? undefined : '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Closed before the command writes anything: its first write finds no reader.
    child.stdout.destroy();
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(errors).toBe('');
    expect(code).toBe(0);
  });
});
