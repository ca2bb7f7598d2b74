import type { Line } from './admin/admin-screen.ts';
import { unifiedDiff } from './unified-diff.ts';

const diffColours = { hunk: 'cyan', same: undefined, removed: 'red', added: 'green' } as const;

/** `nemesis prompts diff` as coloured lines: the two versions' names, then their unified diff (or a note that they are the same). */
export function diffLines(
  promptId: string,
  before: { version: number; promptText: string },
  after: { version: number; promptText: string },
): Line[] {
  const lines = unifiedDiff(before.promptText, after.promptText);
  return [
    { text: `--- ${promptId} v${before.version}`, bold: true },
    { text: `+++ ${promptId} v${after.version}`, bold: true },
    ...(lines.length === 0
      ? [{ text: 'The two versions have the same text.', color: 'gray' }]
      : lines.map((line) => ({ text: line.text, color: diffColours[line.kind] }))),
  ];
}
