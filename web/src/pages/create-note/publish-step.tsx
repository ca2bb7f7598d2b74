import type { ApiError } from '#contract/api/api-error.ts';
import { noteLimits } from '#contract/notes/note-limits.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { CallError } from '../../components/call-error.tsx';
import { MissingNote } from '../../components/form-submit.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { Form } from '../../hooks/use-form.ts';
import { progressPaces, useSimulatedProgress } from '../../hooks/use-simulated-progress.ts';
import { RoastStep } from './roast-step.tsx';
import { SealChoiceField } from './seal-choice.tsx';
import type { SealChoice } from './use-seal-choice.ts';
import type { RoastStepProps } from './roast-step.tsx';
import { useVanityUrlCheck } from './use-vanity-url-check.ts';
import './publish-step.css';

// What the preview says of the custom URL while it is checked, and once it is known to be free.
const vanityStatus = { checking: 'Checking it is free…', available: 'Free: it is yours if you publish now.' };

/** What the publish step needs besides its roast's: the custom URL's form, and the publishing under way or failed. */
export type PublishStepProps = Omit<RoastStepProps, 'stage' | 'busy' | 'submitButton' | 'children'> & {
  form: Form<'vanityUrl'>;
  seal: SealChoice;
  creating: boolean;
  createError: ApiError | null;
};

/**
 * Step 3: the final roast streaming in, then the optional custom URL (with a preview of the
 * note's address, and whether it is still free, checked while typing) and Create Note. A custom URL
 * that is taken says so on the field and keeps Create Note off. Back keeps what was typed.
 */
export function PublishStep({ form, seal, creating, createError, ...step }: PublishStepProps) {
  const progress = useSimulatedProgress(creating, progressPaces.create);
  const vanity = form.values.vanityUrl.trim();
  const availability = useVanityUrlCheck(vanity, form.valid && step.online, createError);
  const taken = availability === 'taken';
  const field = form.field('vanityUrl');
  const valid = form.valid && !taken;
  // A custom URL taken meanwhile is said on the field, not again in a box.
  const shownError = createError?.code === 'VANITY_URL_TAKEN' ? null : createError;
  return (
    <RoastStep
      {...step}
      stage="final"
      busy={creating}
      submitButton={
        <>
          <button type="submit" className="button button--primary" disabled={!valid || creating || !step.online}>
            {creating ? 'Creating…' : 'Create Note'}
          </button>
          {!valid && !creating && (
            <MissingNote missing={taken ? [{ label: 'Custom URL', filled: true }] : form.missing} />
          )}
        </>
      }
    >
      <TextField
        label="Custom URL (optional)"
        hint={`Up to ${noteLimits.vanityUrlMax} letters, numbers, hyphens or underscores. Leave it blank and we'll make one from the name.`}
        autoComplete="off"
        required={false}
        readOnly={creating}
        {...field}
        // Said as soon as it is known, like the field's own rules while typing.
        errors={taken ? [noteMessages.vanityTaken] : field.errors}
      />
      <p className="url-preview">
        <span className="url-preview__label">Your note will live at</span>
        <code className="url-preview__url">
          {window.location.origin}/notes/xxxxx/<strong>{vanity === '' ? '…' : vanity}</strong>
        </code>
        <span className="url-preview__status" role="status">
          {availability === 'checking' || availability === 'available' ? vanityStatus[availability] : ''}
        </span>
      </p>
      <SealChoiceField choice={seal} disabled={creating} />
      {creating && <ProgressBar label={noteMessages.publishing} value={progress} />}
      {shownError && !creating && <CallError error={shownError} onRetry={step.onSubmit} />}
    </RoastStep>
  );
}
