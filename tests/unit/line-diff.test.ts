import { describe, expect, it } from 'vitest';
import { lineDiff } from '#contract/admin/line-diff.ts';

/** A diff as unified lines: ' ', '-' or '+' then the text. */
const unified = (before: string, after: string) =>
  lineDiff(before, after).map((line) => `${{ same: ' ', removed: '-', added: '+' }[line.kind]}${line.text}`);

describe('the line diff of two prompt versions', () => {
  it('keeps equal texts as they are, numbered on both sides', () => {
    expect(lineDiff('a\nb', 'a\nb')).toEqual([
      { kind: 'same', text: 'a', oldNumber: 1, newNumber: 1 },
      { kind: 'same', text: 'b', oldNumber: 2, newNumber: 2 },
    ]);
  });

  it('shows a changed line as removed then added, and keeps the lines around it', () => {
    expect(unified('one\ntwo\nthree', 'one\n2\nthree')).toEqual([' one', '-two', '+2', ' three']);
  });

  it('finds lines added and removed anywhere, with their own numbers', () => {
    expect(unified('a\nb\nc\nd', 'x\na\nc\nd\ne')).toEqual(['+x', ' a', '-b', ' c', ' d', '+e']);
    const removed = lineDiff('a\nb\nc', 'a\nc').find((line) => line.kind === 'removed');
    expect(removed).toEqual({ kind: 'removed', text: 'b', oldNumber: 2 });
    const added = lineDiff('a\nc', 'a\nb\nc').find((line) => line.kind === 'added');
    expect(added).toEqual({ kind: 'added', text: 'b', newNumber: 2 });
  });

  it('handles an empty side', () => {
    expect(unified('', 'a\nb')).toEqual(['-', '+a', '+b']);
    expect(unified('a', '')).toEqual(['-a', '+']);
  });
});
