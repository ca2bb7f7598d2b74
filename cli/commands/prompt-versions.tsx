import { Text } from '../ui/text.tsx';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import type { PromptVersion, SavedPromptVersion } from '#contract/admin/admin-schemas.ts';
import { adminActions } from '../admin-actions.ts';
import type { AdminActions } from '../admin-actions.ts';
import { CliError, UsageError } from '../cli-error.ts';
import type { Connection } from '../session/connection.ts';
import { terminal } from '../ui/terminal.tsx';

/** A prompt's versions as saved, newest first (the light read); throws when the prompt does not exist. */
export function loadPromptVersions(
  actions: AdminActions,
  promptId: string,
  quiet: boolean | undefined,
): Promise<SavedPromptVersion[]> {
  return terminal.spin('Loading the prompt…', () => actions.promptVersions(promptId), quiet);
}

/** A prompt's versions, newest first, with their notes' counts (from the listing of every prompt); throws when the prompt does not exist. */
export async function promptVersionsWithCounts(
  connection: Connection,
  promptId: string,
  quiet: boolean | undefined,
): Promise<PromptVersion[]> {
  const listing = await terminal.spin('Loading prompts…', () => adminActions(connection).prompts(), quiet);
  const versions = listing.prompts[promptId];
  if (!versions?.length)
    throw new CliError(`${adminMessages.promptNotFound}: ${promptId}`, 1, 'ADMIN_PROMPT_NOT_FOUND');
  return versions;
}

/** The version number in `text` ("2" or "v2"); throws UsageError when it is not one. */
export function promptVersionNumber(text: string): number {
  const number = Number(text.replace(/^v/, ''));
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`Not a version number: ${text}`);
  return number;
}

/** The line telling which version was saved and whether it is active. */
export function savedVersionLine(saved: PromptVersion) {
  return (
    <Text>
      <Text color="green">✓</Text> Saved {saved.promptId} v{saved.version}
      {saved.isActive
        ? ' (active)'
        : ' (not active: nemesis prompts activate ' + saved.promptId + ' ' + saved.version + ')'}
      .
    </Text>
  );
}
