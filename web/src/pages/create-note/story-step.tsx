import type { Ref } from 'react';
import { noteLimits } from '#contract/notes/note-limits.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { TextAreaField } from '../../components/text-area-field.tsx';
import type { Form } from '../../components/use-form.ts';
import { RoastBox } from './roast-box.tsx';
import { StepError } from './step-error.tsx';
import type { RoastStream } from './use-roast-stream.ts';
import './nemesis-wizard.css';
import './wizard-form.css';

/**
 * Step 2: the first roast streaming in, then the user's side of the story (with its
 * remaining-characters counter); Next writes the final roast. Back keeps what was typed.
 */
export function StoryStep({
  name,
  roast,
  form,
  headingRef,
  online,
  onBack,
  onRetry,
  onNext,
}: {
  name: string;
  roast: RoastStream;
  form: Form<'userNotes'>;
  headingRef: Ref<HTMLHeadingElement>;
  online: boolean;
  onBack: () => void;
  onRetry: () => void;
  onNext: () => void;
}) {
  const ready = roast.status === 'done';
  return (
    <div className="wizard-form">
      <h2 className="wizard__step-title" ref={headingRef} tabIndex={-1}>
        The first roast of {name}
      </h2>
      <RoastBox title="🔥 Initial roast" stream={roast} waitingText={noteMessages.progressInitial} />
      {roast.error && <StepError error={roast.error} onRetry={onRetry} />}
      {ready ? (
        <form
          className="wizard-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onNext();
          }}
        >
          <button type="button" className="link-button wizard__again" onClick={onRetry} disabled={!online}>
            Not harsh enough? Roast again
          </button>
          <TextAreaField
            label="Your Side of the Story"
            hint={`Why is ${name} your nemesis? The juicier the details, the sharper the final roast.`}
            max={noteLimits.userNotesMax}
            warnBelow={noteLimits.userNotesWarnBelow}
            {...form.field('userNotes')}
          />
          <div className="wizard-form__actions">
            <button type="button" className="button" onClick={onBack}>
              Back
            </button>
            <button type="submit" className="button button--primary" disabled={!form.valid || !online}>
              Sharpen the Roast <span aria-hidden="true">🗡️</span>
            </button>
          </div>
        </form>
      ) : (
        <div className="wizard-form__actions">
          <button type="button" className="button" onClick={onBack}>
            Back
          </button>
        </div>
      )}
    </div>
  );
}
