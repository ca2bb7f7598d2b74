import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';

/** The decisions an admin makes on a reported note: its button, its confirmation's words, and its endpoint. */
export const moderationDecisions = {
  dismiss: {
    button: 'Dismiss Reports',
    title: 'Dismiss these reports?',
    confirm: 'Dismiss',
    pending: 'Dismissing…',
    explain: 'The reports are closed and the note stays up (a note on hold comes back).',
    endpoint: adminEndpoints.adminDismissReports,
  },
  hide: {
    button: 'Hide Note',
    title: 'Hide this note?',
    confirm: 'Hide Note',
    pending: 'Hiding…',
    explain: 'Readers see that it was removed and why. Its author is mailed the reason and your statement.',
    endpoint: adminEndpoints.adminHideNote,
  },
  restore: {
    button: 'Restore',
    title: 'Restore this note?',
    confirm: 'Restore',
    pending: 'Restoring…',
    explain: 'Everyone can read the note again. An author who was mailed its removal is mailed that it is back.',
    endpoint: adminEndpoints.adminRestoreNote,
  },
  delete: {
    button: 'Delete Note',
    title: 'Delete this note?',
    confirm: 'Delete Note',
    pending: 'Deleting…',
    explain: 'The note and its reports are deleted for good.',
    endpoint: adminEndpoints.adminDeleteReportedNote,
  },
  disableAuthor: {
    button: 'Disable Author',
    title: 'Disable the author?',
    confirm: 'Disable',
    pending: 'Disabling…',
    explain: 'The author is signed out everywhere and cannot sign in until an admin enables them.',
    endpoint: adminEndpoints.adminDisableNoteAuthor,
  },
} as const;

export type ModerationDecision = keyof typeof moderationDecisions;
