import { diffArrays } from 'diff';

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
 * The line-by-line difference between two texts: every line of both in order, removed lines before
 * the added ones that replace them, numbered in their own text.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  // Lines as split('\n') gives them (an empty text is one empty line), so a missing last newline is no change of its own.
  const lines: DiffLine[] = [];
  let oldNumber = 1;
  let newNumber = 1;
  for (const change of diffArrays(before.split('\n'), after.split('\n'))) {
    for (const text of change.value) {
      if (change.removed) lines.push({ kind: 'removed', text, oldNumber: oldNumber++ });
      else if (change.added) lines.push({ kind: 'added', text, newNumber: newNumber++ });
      else lines.push({ kind: 'same', text, oldNumber: oldNumber++, newNumber: newNumber++ });
    }
  }
  return lines;
}
