import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../server/load-once.ts';

describe('loadOnce', () => {
  it('loads on the first call, not before, and answers every later call from that one load', async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ loaded: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('forgets a load that failed, so the next call tries again', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('not built yet');
      return 'renderer';
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow('not built yet');
    expect(loads).toBe(1);
    expect(await load()).toBe('renderer');
    expect(await load()).toBe('renderer');
    expect(loads).toBe(2);
  });
});
