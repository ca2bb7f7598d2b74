import { errorTypeDisplay } from '../api/error-catalogue.ts';

/** The longest prompt text and description an admin may save (the spec leaves both to us); the text's counter warns below textWarnBelow left. */
export const promptLimits = { textMax: 20_000, textWarnBelow: 500, descriptionMax: 500, idMax: 64 } as const;

/** The longest search of the admin users list: an e-mail's longest (254). */
export const userSearchMax = 254;

/** The page sizes of the admin lists (spec §9): 25 or 50. */
export const adminPageSizes = [25, 50] as const;

/** The page size of an admin list unless asked (spec §9). */
export const adminDefaultPageSize = 50;

/** The admin API's messages (spec §5, §6, §8; where the spec gives no wording, ours). */
export const adminMessages = {
  unauthorized: 'Please log in to access admin features',
  forbidden: 'You do not have permission to perform this action',
  conflict: errorTypeDisplay.conflict.message,
  invalidConfigKey: 'Unknown configuration key',
  invalidConfigValue: 'The configuration value is not valid for this key',
  configNotFound: 'No configuration is saved under this key',
  modelNotAvailable: 'The selected model is not available. Please choose a different model.',
  promptIdRequired: 'Prompt ID is required',
  promptIdFormat: 'Prompt ID must contain only lowercase letters, numbers, and hyphens',
  promptIdTooLong: `Prompt ID must be less than ${promptLimits.idMax} characters`,
  promptTextRequired: 'Prompt text is required',
  promptTextTooLong: `Prompt text must be less than ${promptLimits.textMax} characters`,
  descriptionTooLong: `Description must be less than ${promptLimits.descriptionMax} characters`,
  /** Followed by the placeholder, such as {{nemesisName}}. */
  placeholderMissing: 'Prompt text must contain the placeholder ',
  promptNotFound: 'No prompt template has this ID',
  promptVersionNotFound: 'This prompt has no such version',
  promptVersionFormat: 'A prompt version is a whole number from 1',
  basedOnVersionRequired: 'basedOnVersion must be the newest version of the prompt you saw (0 for a new prompt)',
  basedOnActiveVersionRequired: 'basedOnActiveVersion must be the active version of the prompt you saw',
  invalidPagination: 'Page must be 1 or more and page size 25 or 50',
  userNotFound: 'No user has this ID',
  /** `nemesis users <command>` given an e-mail address no account has. */
  userEmailNotFound: 'No user has this e-mail address',
  userSearchTooLong: `Search must be ${userSearchMax} characters or less`,
  /** Followed by the known statuses. */
  userStatusUnknown: 'Status must be one of ',
  noSecondFactors: 'This user has no second factors or passkeys to reset',
  mailNotFound: 'No mail has this ID',
  /** Shown for a mail whose text the outbox no longer keeps. */
  mailTextRemoved:
    '(The text of this mail is no longer kept: the outbox keeps mail texts for MAIL_RETENTION_DAYS days.)',
  userExists: 'A user with this e-mail already exists',
  cannotRevokeSelf: 'You cannot remove your own admin rights',
  cannotRevokeConfigured: 'This admin is set by ADMIN_EMAILS on the server and cannot be removed here',
  cannotDisableSelf: 'You cannot disable your own account',
} as const;
