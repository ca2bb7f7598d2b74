import { noteLimits } from '#contract/notes/note-limits.ts';
import { MissingNote } from '../../components/form-submit.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import type { Form } from '../../hooks/use-form.ts';
import { RoastStep } from './roast-step.tsx';
import type { RoastStepProps } from './roast-step.tsx';
import { Emoji } from '../../components/emoji.tsx';

/** What the story step needs besides its roast's: the story's form. */
export type StoryStepProps = Omit<RoastStepProps, 'stage' | 'busy' | 'submitButton' | 'children'> & {
  form: Form<'userNotes'>;
};

/**
 * Step 2: the first roast streaming in, then the user's side of the story (with its
 * remaining-characters counter); Next writes the final roast. Back keeps what was typed.
 */
export function StoryStep({ form, ...step }: StoryStepProps) {
  return (
    <RoastStep
      {...step}
      stage="initial"
      submitButton={
        <>
          <button type="submit" className="button button--primary" disabled={!form.valid || !step.online}>
            Sharpen the Roast{' '}
            <span aria-hidden="true">
              <Emoji emoji="🗡️" />
            </span>
          </button>
          {!form.valid && <MissingNote missing={form.missing} />}
        </>
      }
    >
      <TextAreaField
        label="Your Side of the Story"
        hint={`Why is ${step.name} your nemesis? The juicier the details, the sharper the final roast.`}
        max={noteLimits.userNotesMax}
        warnBelow={noteLimits.userNotesWarnBelow}
        {...form.field('userNotes')}
      />
    </RoastStep>
  );
}
