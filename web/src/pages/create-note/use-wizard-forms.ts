import { nemesisDetailLabels } from '../../components/nemesis-details-fields.tsx';
import { useForm } from '../../hooks/use-form.ts';
import type { WizardDraft } from './use-wizard-draft.ts';
import { ageErrors, nameErrors, occupationErrors, storyErrors, vanityErrors } from './wizard-field-rules.ts';

const noDetails = { nemesisName: '', nemesisAge: '', nemesisOccupation: '' };

/**
 * The wizard's three forms, one a step (who the nemesis is, the user's story, the custom URL),
 * starting from the draft when there is one; `clear` empties them all for another note.
 */
export function useWizardForms(restored: WizardDraft | undefined) {
  const details = useForm({
    initial: restored?.details ?? noDetails,
    validate: (values) => ({
      nemesisName: nameErrors(values.nemesisName),
      nemesisAge: ageErrors(values.nemesisAge),
      nemesisOccupation: occupationErrors(values.nemesisOccupation),
    }),
    live: ['nemesisName', 'nemesisAge', 'nemesisOccupation'],
    labels: nemesisDetailLabels,
  });
  const story = useForm({
    initial: { userNotes: restored?.userNotes ?? '' },
    validate: (values) => ({ userNotes: storyErrors(values.userNotes) }),
    live: ['userNotes'],
    labels: { userNotes: 'Your Side of the Story' },
  });
  const vanity = useForm({
    initial: { vanityUrl: restored?.vanityUrl ?? '' },
    validate: (values) => ({ vanityUrl: vanityErrors(values.vanityUrl) }),
    live: ['vanityUrl'],
    labels: { vanityUrl: 'Custom URL' },
  });
  // Emptied, not back to the draft they started from.
  const clear = () => {
    details.reset(noDetails);
    story.reset({ userNotes: '' });
    vanity.reset({ vanityUrl: '' });
  };
  return { details, story, vanity, clear };
}
