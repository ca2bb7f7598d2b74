/** One line of a unified diff: a hunk heading, a kept line, a removed or an added one. */
export interface DiffLine {
  kind: 'hunk' | 'same' | 'removed' | 'added';
  text: string;
}

/** The unified diff of two texts, line by line, with `context` unchanged lines around each change (empty when they are equal). */
export function unifiedDiff(before: string, after: string, context = 3): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Longest common subsequence table, from the ends: prompts are at most a few hundred lines.
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  }
  const edits: { kind: 'same' | 'removed' | 'added'; text: string; aLine: number; bLine: number }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) edits.push({ kind: 'same', text: a[i]!, aLine: i++, bLine: j++ });
    // Removals before additions where either keeps the longest common part, as diff(1) prints them.
    else if (i < a.length && (j >= b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) edits.push({ kind: 'removed', text: a[i]!, aLine: i++, bLine: j });
    else edits.push({ kind: 'added', text: b[j]!, aLine: i, bLine: j++ });
  }
  const changed = edits.map((edit, index) => (edit.kind === 'same' ? -1 : index)).filter((index) => index >= 0);
  const lines: DiffLine[] = [];
  let cursor = 0;
  while (cursor < changed.length) {
    // A hunk runs from one change to the last change less than 2 x context lines after the previous one.
    let last = cursor;
    while (last + 1 < changed.length && changed[last + 1]! - changed[last]! <= 2 * context) last++;
    const start = Math.max(0, changed[cursor]! - context);
    const end = Math.min(edits.length, changed[last]! + context + 1);
    const slice = edits.slice(start, end);
    const aCount = slice.filter((edit) => edit.kind !== 'added').length;
    const bCount = slice.filter((edit) => edit.kind !== 'removed').length;
    lines.push({ kind: 'hunk', text: `@@ -${edits[start]!.aLine + 1},${aCount} +${edits[start]!.bLine + 1},${bCount} @@` });
    for (const edit of slice) lines.push({ kind: edit.kind, text: `${{ same: ' ', removed: '-', added: '+' }[edit.kind]}${edit.text}` });
    cursor = last + 1;
  }
  return lines;
}
