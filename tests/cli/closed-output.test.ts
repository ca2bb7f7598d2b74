import { describe, expect, it } from 'vitest';
import { runNemesis } from '../support/run-nemesis.ts';

describe('nemesis writing to a reader that stopped reading (nemesis --help | head -1)', () => {
  it('ends quietly with exit code 0 rather than on an EPIPE stack trace', async () => {
    const help = runNemesis(['--help']);
    // Closed before the command writes anything: its first write finds no reader.
    help.child.stdout!.destroy();
    expect(await help.exited).toBe(0);
    expect(help.output()).toBe('');
  });
});
