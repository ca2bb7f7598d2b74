/** One line of a diff: kept in both texts, removed from the first, or added in the second, with its line numbers. */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
  /** Its number in the first text (absent for an added line). */
  oldNumber?: number;
  /** Its number in the second text (absent for a removed line). */
  newNumber?: number;
}

/**
 * The line-by-line difference between two texts by their longest common subsequence: every line of
 * both in order, removed lines before the added ones that replace them. Quadratic in lines, which
 * prompt templates (a few hundred lines at most) afford.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // common[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]!, oldNumber: i + 1, newNumber: j + 1 });
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && common[i + 1]![j]! >= common[i]![j + 1]!)) {
      lines.push({ kind: 'removed', text: a[i]!, oldNumber: i + 1 });
      i++;
    } else {
      lines.push({ kind: 'added', text: b[j]!, newNumber: j + 1 });
      j++;
    }
  }
  return lines;
}
