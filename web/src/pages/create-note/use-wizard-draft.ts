import { useRef, useState } from 'react';
import { z } from 'zod';
import { wizardDraftKey } from '../../offline/forget-wizard-draft.ts';

const finishedRoast = z.object({ text: z.string(), inputKey: z.string() });
const wizardDraft = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  details: z.object({ nemesisName: z.string(), nemesisAge: z.string(), nemesisOccupation: z.string() }),
  userNotes: z.string(),
  vanityUrl: z.string(),
  /** The roasts finished for what was typed (a roast still being written is not kept). */
  initial: finishedRoast.optional(),
  final: finishedRoast.optional(),
});
const storedDraft = z.object({ userId: z.string(), draft: wizardDraft });

/** What the wizard keeps of itself: the fields as typed, its step, and its finished roasts. */
export type WizardDraft = z.infer<typeof wizardDraft>;

const isBlank = (draft: WizardDraft) =>
  draft.step === 1 &&
  !draft.initial &&
  Object.values(draft.details).every((value) => value === '') &&
  draft.userNotes === '' &&
  draft.vanityUrl === '';

function read(userId: string): WizardDraft | undefined {
  try {
    const parsed = storedDraft.safeParse(JSON.parse(sessionStorage.getItem(wizardDraftKey) ?? 'null'));
    return parsed.success && parsed.data.userId === userId ? parsed.data.draft : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the wizard's draft for the signed-in user in this tab, so that a reload or a sign-in after
 * the session ended mid-wizard (the login page leaves the wizard) loses nothing typed. `restored`
 * is the user's draft as the wizard mounted (another user's is never returned, and is dropped by
 * the first `keep`). `keep`, called after every render (it writes only what changed), stores the
 * draft as it is now, or forgets it (undefined, or nothing typed). Finished roasts are kept too:
 * the server accepts them from the same user for a day.
 */
export function useWizardDraft(userId: string | undefined): {
  restored: WizardDraft | undefined;
  keep: (draft: WizardDraft | undefined) => void;
} {
  const [restored] = useState(() => (userId === undefined ? undefined : read(userId)));
  const written = useRef<string | undefined>(undefined);
  const keep = (draft: WizardDraft | undefined) => {
    if (userId === undefined) return;
    const text = draft === undefined || isBlank(draft) ? '' : JSON.stringify({ userId, draft });
    if (text === written.current) return;
    written.current = text;
    try {
      if (text === '') sessionStorage.removeItem(wizardDraftKey);
      else sessionStorage.setItem(wizardDraftKey, text);
    } catch {
      // storage blocked or full: the wizard works without a draft
    }
  };
  return { restored, keep };
}
