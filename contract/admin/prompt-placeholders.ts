import { adminMessages } from './admin-messages.ts';

/** The placeholders a roast stage's template must hold: who the roast is about, and for the final roast the first one. */
export const requiredPlaceholders: Record<string, readonly string[]> = {
  'initial-roast': ['nemesisName'],
  'final-roast': ['nemesisName', 'initialRoast'],
};

/** The message naming the first placeholder a template of this id needs and lacks, or undefined when it has them all. */
export function missingPlaceholderMessage(promptId: string, text: string): string | undefined {
  const missing = (requiredPlaceholders[promptId] ?? []).find((name) => !text.includes(`{{${name}}}`));
  return missing && `${adminMessages.placeholderMissing}{{${missing}}}`;
}
