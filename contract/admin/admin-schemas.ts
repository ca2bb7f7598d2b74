import { z } from 'zod';
import { modelSettings } from '../ai/model-settings.ts';
import { multiLine, singleLine } from '../api/plain-text.ts';
import { emailField } from '../auth/auth-schemas.ts';
import { holdThresholdConfigKey, moderationLimits } from '../moderation/report-reasons.ts';
import { noteLimits } from '../notes/note-limits.ts';
import { nemesisDetails } from '../notes/note-schemas.ts';
import type { NemesisDetails } from '../notes/note-schemas.ts';
import { reactionCounts } from '../notes/reaction-schemas.ts';
import { adminDefaultPageSize, adminMessages, adminPageSizes, promptLimits, userSearchMax } from './admin-messages.ts';

/** The config keys an admin may read and write (spec §3): the model configuration and the admin list. */
export const adminConfigKeys = ['bedrock-model', 'admin-users', holdThresholdConfigKey] as const;
export type AdminConfigKey = (typeof adminConfigKeys)[number];

/** GET /admin/config?configKey= */
export const configQuery = z.object({ configKey: z.string().min(1).max(100) });

/** A stored config entry: its key and its JSON value. */
export const configResponse = z.object({ configKey: z.string(), configValue: z.unknown(), updatedAt: z.string() });

/** PUT /admin/config: a known key and a value that key accepts. */
export const putConfigRequest = z.object({ configKey: z.string().min(1).max(100), configValue: z.unknown() });

/** The `admin-users` value: the e-mails of the admins named in the panel. */
export const adminUsersValue = z.array(emailField).max(200);

/** The `report-hold-threshold` value: how many reporters within 24 hours put a note on hold (0 = never). */
export const holdThresholdValue = z
  .number()
  .int()
  .min(moderationLimits.holdThresholdMin)
  .max(moderationLimits.holdThresholdMax);

/** GET /admin/bedrock/models?refresh=true asks the providers again rather than using the cached list. */
export const modelsQuery = z.object({ refresh: z.enum(['true', 'false']).optional() });

/** A configured AI provider that did not answer: the address asked (null for one without) and the error. */
export const providerFailure = z.object({ name: z.string(), address: z.string().nullable(), error: z.string() });

/** The models an admin may choose from, the active one with its settings, and providers that did not answer (by name, and with what was tried). */
export const modelsResponse = z.object({
  availableModels: z.array(z.string()),
  activeModel: z.string(),
  modelSettings,
  lastRefresh: z.string(),
  unavailableProviders: z.array(z.string()),
  providerFailures: z.array(providerFailure),
});

/** PUT /admin/bedrock/model; also POST /admin/bedrock/test, which tries the model before it is saved. */
export const putModelRequest = z.object({ modelId: z.string().min(1).max(300), modelSettings });

/** The nemesis a model test roasts, and the playground's details until the admin changes them. */
export const sampleNemesis: NemesisDetails = {
  nemesisName: 'Professor Moriarty',
  nemesisAge: 47,
  nemesisOccupation: 'Criminal mastermind',
};

/** The playground's story and first roast for the sample nemesis, for trying a final-roast draft. */
export const sampleFinalRoastInput = {
  userNotes:
    'He stole my parking space every morning for a year, then wrote a paper proving it was mathematically mine to lose.',
  initialRoast:
    'Professor Moriarty, 47, has spent so long plotting in the shadows that his best idea is still a rumour.',
} as const;

/** A roast written for an admin's test (model test, playground): nothing is saved or published. */
export const labRoastResponse = z.object({ roast: z.string() });

/** A prompt id: lowercase letters, digits and hyphens (spec §5). */
export const promptIdField = z
  .string({ error: adminMessages.promptIdRequired })
  .min(1, adminMessages.promptIdRequired)
  .max(promptLimits.idMax, adminMessages.promptIdTooLong)
  .regex(/^[a-z0-9-]+$/, adminMessages.promptIdFormat);

/** A template's text (spec §5). */
const promptTextField = multiLine(
  z
    .string({ error: adminMessages.promptTextRequired })
    .trim()
    .min(1, adminMessages.promptTextRequired)
    .max(promptLimits.textMax, adminMessages.promptTextTooLong),
);

/** One version of a prompt template as saved (spec §3): its text, who saved it and when, and how often roasts used it. */
export const savedPromptVersion = z.object({
  promptId: z.string(),
  version: z.number(),
  promptText: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  usageCount: z.number(),
  lastUsedAt: z.string().nullable(),
});
export type SavedPromptVersion = z.infer<typeof savedPromptVersion>;

/** One version of a prompt template with the number of notes written with it and their readers' reactions. */
export const promptVersion = savedPromptVersion.extend({
  notesCount: z.number(),
  reactions: reactionCounts,
  /** Reports readers made on those notes, open or decided. */
  reportsCount: z.number(),
});
export type PromptVersion = z.infer<typeof promptVersion>;

/** GET /admin/prompts: each prompt id's versions, newest first. */
export const promptsResponse = z.object({ prompts: z.record(z.string(), z.array(promptVersion)) });

/**
 * POST /admin/prompts: always a new version. `activate` makes it the active one (the first version of
 * a new id always is); `basedOnVersion` is the newest version the form was loaded with (0 for a new
 * id), so that a save another admin made meanwhile is refused rather than overwritten.
 */
export const createPromptRequest = z.object({
  promptId: promptIdField,
  promptText: promptTextField,
  description: singleLine(z.string().trim().max(promptLimits.descriptionMax, adminMessages.descriptionTooLong)).default(
    '',
  ),
  activate: z.boolean().default(false),
  basedOnVersion: z
    .number({ error: adminMessages.basedOnVersionRequired })
    .int(adminMessages.basedOnVersionRequired)
    .min(0, adminMessages.basedOnVersionRequired),
});

/**
 * POST /admin/prompts/try: a draft template (unsaved) filled with these details and roasted by the
 * active model (or the one named, if the providers offer it). A final-roast draft also takes the story
 * and a first roast. Nothing is saved.
 */
export const tryPromptRequest = nemesisDetails.extend({
  promptId: promptIdField,
  promptText: promptTextField,
  userNotes: multiLine(z.string().trim().max(noteLimits.userNotesMax)).optional(),
  initialRoast: z.string().trim().max(noteLimits.roastMax).optional(),
  modelId: z.string().min(1).max(300).optional(),
});

/** PUT /admin/prompts/{promptId}/activate: the version, and the active version the admin saw (an activation another admin made meanwhile is refused). */
export const activatePromptRequest = z.object({
  version: z.number().int().min(1),
  basedOnActiveVersion: z
    .number({ error: adminMessages.basedOnActiveVersionRequired })
    .int(adminMessages.basedOnActiveVersionRequired)
    .min(1, adminMessages.basedOnActiveVersionRequired),
});

/** The prompt id in a path. */
export const promptParams = z.object({ promptId: promptIdField });

/** ?page=&pageSize= of an admin list: page from 1, 25 or 50 a page (50 unless asked). */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: adminMessages.invalidPagination })
    .int(adminMessages.invalidPagination)
    .min(1, adminMessages.invalidPagination)
    .default(1),
  pageSize: z.coerce
    .number({ error: adminMessages.invalidPagination })
    .refine((size) => (adminPageSizes as readonly number[]).includes(size), adminMessages.invalidPagination)
    .default(adminDefaultPageSize),
});

/** User status values (spec §4), in the order the admin panel's and the CLI's status filters offer them. */
export const userStatuses = ['CONFIRMED', 'UNCONFIRMED', 'ARCHIVED', 'COMPROMISED'] as const;
export const userStatus = z.enum(userStatuses, {
  error: `${adminMessages.userStatusUnknown}${userStatuses.join(', ')}`,
});
export type UserStatus = z.infer<typeof userStatus>;

/** What the users list filters by: a status, or DISABLED for the accounts an admin disabled (whatever their status). */
export const userFilters = [...userStatuses, 'DISABLED'] as const;
/** A users-list filter as a request carries it, refused with the list of those there are. */
export const userFilter = z.enum(userFilters, {
  error: `${adminMessages.userStatusUnknown}${userFilters.join(', ')}`,
});
export type UserFilter = z.infer<typeof userFilter>;

/**
 * GET /admin/users?page=&pageSize=&search=&status=: a page of the users whose e-mail or id contains
 * `search` (trimmed, any case; empty is no search) and who have `status` (or are disabled, for DISABLED).
 */
export const usersQuery = pageQuery.extend({
  search: z
    .string()
    .trim()
    .max(userSearchMax, adminMessages.userSearchTooLong)
    .optional()
    .transform((search) => search || undefined),
  status: userFilter.optional(),
});

/** A user in the admin list (spec §3), and whether they may sign in: disabling keeps the status apart, as the original's directory did. */
export const userListItem = z.object({
  email: z.string(),
  userId: z.string(),
  joinDate: z.string(),
  lastLogin: z.string().nullable(),
  status: userStatus,
  enabled: z.boolean(),
});

/** GET /admin/users: a page, newest join first, and the total. */
export const usersResponse = z.object({ users: z.array(userListItem), totalCount: z.number() });

/** GET /admin/users/{id}: the user's attributes by name. */
export const userDetailsResponse = z.object({
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

/** A user id in a path. */
export const userParams = z.object({ id: z.string().min(1).max(64) });

/** POST /admin/users: a new user who gets a temporary password by mail. */
export const createUserRequest = z.object({ email: emailField });
export const createUserResponse = z.object({ userId: z.string() });
