import { structuredPatch } from 'diff';

/** One line of a unified diff: a hunk heading, a kept line, a removed or an added one. */
export interface DiffLine {
  kind: 'hunk' | 'same' | 'removed' | 'added';
  text: string;
}

const kinds = { ' ': 'same', '-': 'removed', '+': 'added' } as const;

/** The unified diff of two texts, line by line, with `context` unchanged lines around each change (empty when they are equal). */
export function unifiedDiff(before: string, after: string, context = 3): DiffLine[] {
  // A newline after each text makes every line end in one, as split('\n') counts lines: an empty text is one
  // empty line, and a missing last newline is no change of its own (no "\ No newline at end of file").
  const { hunks } = structuredPatch('', '', `${before}\n`, `${after}\n`, undefined, undefined, { context });
  return hunks.flatMap((hunk) => [
    { kind: 'hunk' as const, text: `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@` },
    ...hunk.lines.map((line) => ({ kind: kinds[line[0] as keyof typeof kinds], text: line })),
  ]);
}
