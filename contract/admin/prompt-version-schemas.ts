import { z } from 'zod';
import { adminMessages } from './admin-messages.ts';
import { promptParams, promptVersion, savedPromptVersion } from './admin-schemas.ts';

/** How many of a version's notes its details link to, newest first. */
export const promptVersionNoteLinks = 5;

/** A prompt id and one of its versions in a path (/admin/prompts/{promptId}/versions/{version}). */
export const promptVersionParams = promptParams.extend({
  version: z.coerce
    .number({ error: adminMessages.promptVersionFormat })
    .int(adminMessages.promptVersionFormat)
    .min(1, adminMessages.promptVersionFormat),
});

/** A note a prompt version wrote, as the version's details link to it. */
export const promptVersionNote = z.object({
  shortUuid: z.string(),
  vanityUrl: z.string(),
  nemesisName: z.string(),
  createdAt: z.string(),
});
export type PromptVersionNote = z.infer<typeof promptVersionNote>;

/**
 * GET /admin/prompts/{promptId}/versions/{version}: one version as the list shows it (its text,
 * description, author, when, its use and how many notes it wrote), with links to its newest notes.
 */
export const promptVersionDetails = promptVersion.extend({ recentNotes: z.array(promptVersionNote) });
export type PromptVersionDetails = z.infer<typeof promptVersionDetails>;

/**
 * GET /admin/prompts/{promptId}/versions: one prompt's versions as saved, newest first, without the
 * counts of their notes (the light read a client needs to act on a prompt). ADMIN_PROMPT_NOT_FOUND
 * for an id without versions.
 */
export const promptVersionsResponse = z.object({ versions: z.array(savedPromptVersion) });
