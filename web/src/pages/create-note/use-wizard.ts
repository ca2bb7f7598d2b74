import { useEffect, useState } from 'react';
import type { NemesisDetails } from '#contract/notes/note-schemas.ts';
import { useSession } from '../../auth/session-context.ts';
import { useRefreshOnSessionLoss } from '../../auth/use-refresh-on-session-loss.ts';
import { useOnline } from '../../offline/use-online.ts';
import { usePublishNote } from './use-publish-note.ts';
import { useSealChoice } from './use-seal-choice.ts';
import { useWizardDraft } from './use-wizard-draft.ts';
import type { WizardDraft } from './use-wizard-draft.ts';
import { useWizardForms } from './use-wizard-forms.ts';
import { fits, useWizardRoasts, writtenFor } from './use-wizard-roasts.ts';

/** The wizard's steps: details, story (after the first roast), custom URL (after the final roast). */
export type WizardStep = 1 | 2 | 3;

/** The nemesis's details a roast is written for, from the fields as typed. */
const nemesisOf = (values: WizardDraft['details']): NemesisDetails => ({
  nemesisName: values.nemesisName.trim(),
  nemesisAge: Number(values.nemesisAge.trim()),
  nemesisOccupation: values.nemesisOccupation.trim(),
});

/** What the final roast is written for: the details, the story as typed and the first roast. */
const storyOf = (nemesis: NemesisDetails, userNotes: string, initialRoast: string) => ({
  ...nemesis,
  userNotes: userNotes.trim(),
  initialRoast,
});

/**
 * Where a draft is taken up (a reload): at its step, with the roast the step showed when it was finished,
 * so nothing is written again. A roast still being written then is lost (the server stops when the page
 * goes), and its step writes it again; a step whose first roast does not fit goes back to step 2.
 */
function takeUp(draft: WizardDraft | undefined): { step: WizardStep; draft: WizardDraft | undefined } {
  if (!draft || draft.step === 1) return { step: 1, draft };
  const nemesis = nemesisOf(draft.details);
  if (!draft.initial || !writtenFor(draft.initial, nemesis))
    return { step: 2, draft: { ...draft, initial: undefined } };
  const story = storyOf(nemesis, draft.userNotes, draft.initial.text);
  if (draft.step === 2 || writtenFor(draft.final, story)) return { step: draft.step, draft };
  return { step: 3, draft: { ...draft, final: undefined } };
}

/**
 * The wizard's state and moves: its step, forms, roasts and publishing, kept as a draft in the tab
 * for the signed-in user until the note is published. Going forward writes a step's roast unless
 * one was written for the same input; going back abandons a roast not finished; nothing that
 * needs the server starts offline.
 */
export function useWizard() {
  const session = useSession();
  const online = useOnline();
  const draft = useWizardDraft(session.claims?.sub);
  const [takenUp] = useState(() => takeUp(draft.restored));
  const restored = takenUp.draft;
  const [step, setStep] = useState<WizardStep>(takenUp.step);
  const { details, story, vanity, clear } = useWizardForms(restored);
  const { initial, final, writeInitial, writeFinal } = useWizardRoasts(restored);
  const publish = usePublishNote(session.claims?.sub);
  const seal = useSealChoice();
  const created = publish.data;

  useEffect(() =>
    draft.keep(
      created
        ? undefined
        : {
            step,
            details: details.values,
            userNotes: story.values.userNotes,
            vanityUrl: vanity.values.vanityUrl,
            // While a roast is rewritten, the one shown before is kept: a reload shows it again.
            initial: initial.kept,
            final: final.kept,
          },
    ),
  );

  // The session ended mid-wizard: Log In leads to the sign-in form, and the draft keeps what was typed.
  useRefreshOnSessionLoss([initial.error, final.error, publish.error]);

  const nemesis = nemesisOf(details.values);
  const storyBody = storyOf(nemesis, story.values.userNotes, initial.text);

  const rewriteInitial = () => writeInitial(nemesis);
  const rewriteFinal = () => {
    publish.reset();
    writeFinal(storyBody);
  };

  // A step taken up without its roast (one was being written when the page went) writes it, once online.
  const unwritten = (step === 2 && initial.status === 'idle') || (step === 3 && final.status === 'idle');
  useEffect(() => {
    if (!unwritten || !online) return;
    if (step === 2) rewriteInitial();
    else rewriteFinal();
  });
  const toStory = () => {
    details.showAllErrors();
    if (!details.valid || !online) return;
    setStep(2);
    if (!fits(initial, nemesis)) rewriteInitial();
  };
  const toPublish = () => {
    story.showAllErrors();
    if (!story.valid || initial.status !== 'done' || !online) return;
    setStep(3);
    publish.reset();
    if (!fits(final, storyBody)) rewriteFinal();
  };
  const backTo = (target: WizardStep) => {
    // A roast still being written (or failed) is abandoned; a finished one is kept for when the user comes back.
    const leaving = target === 1 ? initial : final;
    if (leaving.status !== 'done') leaving.reset();
    publish.reset();
    setStep(target);
  };
  const create = () => {
    vanity.showAllErrors();
    if (!vanity.valid || final.status !== 'done' || publish.isPending || !online) return;
    const chosen = vanity.values.vanityUrl.trim();
    publish.mutate({
      ...storyBody,
      finalRoast: final.text,
      vanityUrl: chosen === '' ? undefined : chosen,
      sealZone: seal.sealZone,
    });
  };
  const createAnother = () => {
    initial.reset();
    final.reset();
    clear();
    publish.reset();
    setStep(1);
  };

  return {
    step,
    online,
    created,
    nemesis,
    details,
    story,
    vanity,
    initial,
    final,
    publish,
    seal,
    rewriteInitial,
    rewriteFinal,
    toStory,
    toPublish,
    backTo,
    create,
    createAnother,
  };
}
