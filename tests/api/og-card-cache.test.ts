import { describe, expect, it } from 'vitest';
import { createNoteCardCache } from '../../server/og/note-card-cache.ts';

function counter() {
  const calls: string[] = [];
  return { calls, render: (key: string) => async () => (calls.push(key), Buffer.from(key)) };
}

describe('createNoteCardCache', () => {
  it('renders once for concurrent gets of one key', async () => {
    const cache = createNoteCardCache();
    let renders = 0;
    let finish!: (png: Buffer) => void;
    const render = () => {
      renders++;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const gets = [cache.get('abcde:2026-02-15', render), cache.get('abcde:2026-02-15', render), cache.get('abcde:2026-02-15', render)];
    await Promise.resolve();
    finish(Buffer.from('png'));
    const results = await Promise.all(gets);
    expect(renders).toBe(1);
    expect(results.every((png) => png === results[0])).toBe(true);
    await cache.get('abcde:2026-02-15', render);
    expect(renders).toBe(1);
  });

  it('evicts the least recently used entry past its limit', async () => {
    const cache = createNoteCardCache(2);
    const { calls, render } = counter();
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    await cache.get('a', render('a')); // a is now the most recently used
    await cache.get('c', render('c')); // evicts b
    await cache.get('a', render('a'));
    await cache.get('c', render('c'));
    expect(calls).toEqual(['a', 'b', 'c']);
    await cache.get('b', render('b')); // rendered again, evicting a
    await cache.get('c', render('c'));
    await cache.get('a', render('a'));
    expect(calls).toEqual(['a', 'b', 'c', 'b', 'a']);
  });

  it('does not cache a failed render', async () => {
    const cache = createNoteCardCache();
    let attempts = 0;
    const flaky = async () => {
      attempts++;
      if (attempts === 1) throw new Error('satori fell over');
      return Buffer.from('png');
    };
    const first = cache.get('k', flaky);
    const shared = cache.get('k', flaky);
    await expect(first).rejects.toThrow('satori fell over');
    await expect(shared).rejects.toThrow('satori fell over');
    await expect(cache.get('k', flaky)).resolves.toEqual(Buffer.from('png'));
    expect(attempts).toBe(2);
  });

  it('turns a render that throws synchronously into a rejection', async () => {
    const cache = createNoteCardCache();
    const render = (): Promise<Buffer> => {
      throw new Error('sync');
    };
    await expect(cache.get('k', render)).rejects.toThrow('sync');
  });
});
