import { useEffect, useState } from 'react';
import type { NemesisDetails } from '#contract/notes/note-schemas.ts';
import { useSession } from '../../auth/session-context.ts';
import { useRefreshOnSessionLoss } from '../../auth/use-refresh-on-session-loss.ts';
import { useOnline } from '../../offline/use-online.ts';
import { usePublishNote } from './use-publish-note.ts';
import { useWizardDraft } from './use-wizard-draft.ts';
import type { WizardDraft } from './use-wizard-draft.ts';
import { useWizardForms } from './use-wizard-forms.ts';
import { finished, fits, useWizardRoasts } from './use-wizard-roasts.ts';

/** The wizard's steps: details, story (after the first roast), custom URL (after the final roast). */
export type WizardStep = 1 | 2 | 3;

// A step of a draft is taken up again only with the roast it shows.
const stepOf = (draft: WizardDraft | undefined): WizardStep =>
  !draft?.initial || draft.step === 1 ? 1 : draft.step === 3 && draft.final ? 3 : 2;

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
  const { restored } = draft;
  const [step, setStep] = useState<WizardStep>(() => stepOf(restored));
  const { details, story, vanity, clear } = useWizardForms(restored);
  const { initial, final, writeInitial, writeFinal } = useWizardRoasts(restored);
  const publish = usePublishNote(session.claims?.sub);
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
            initial: finished(initial),
            final: finished(final),
          },
    ),
  );

  // The session ended mid-wizard: Log In leads to the sign-in form, and the draft keeps what was typed.
  useRefreshOnSessionLoss([initial.error, final.error, publish.error]);

  const nemesis: NemesisDetails = {
    nemesisName: details.values.nemesisName.trim(),
    nemesisAge: Number(details.values.nemesisAge.trim()),
    nemesisOccupation: details.values.nemesisOccupation.trim(),
  };
  const storyBody = { ...nemesis, userNotes: story.values.userNotes.trim(), initialRoast: initial.text };

  const rewriteInitial = () => writeInitial(nemesis);
  const rewriteFinal = () => {
    publish.reset();
    writeFinal(storyBody);
  };
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
    publish.mutate({ ...storyBody, finalRoast: final.text, vanityUrl: chosen === '' ? undefined : chosen });
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
    rewriteInitial,
    rewriteFinal,
    toStory,
    toPublish,
    backTo,
    create,
    createAnother,
  };
}
