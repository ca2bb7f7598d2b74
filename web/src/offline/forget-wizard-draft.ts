// Apart from the wizard's use-wizard-draft.ts, which checks drafts with zod: the app shell forgets a
// draft on sign-out without loading zod.

/** Where the tab keeps the wizard's draft (sessionStorage): the wizard as last seen, and whose it is. One draft at a time. */
export const wizardDraftKey = 'nemesis-day.wizard-draft';

/** Drops the tab's draft: the user signed out or deleted their account here. */
export function forgetWizardDraft(): void {
  try {
    sessionStorage.removeItem(wizardDraftKey);
  } catch {
    // storage blocked: there is no draft
  }
}
