import type { AdminNoteItem } from '#contract/admin/admin-note-schemas.ts';

/** The prompt versions that wrote a note, in words: 'initial-roast v3, final-roast v5'. */
export function promptVersionsText(
  note: Pick<AdminNoteItem['note'], 'initialPromptVersion' | 'finalPromptVersion'>,
): string {
  return `initial-roast v${note.initialPromptVersion}, final-roast v${note.finalPromptVersion}`;
}
