import type { ApiError } from '#contract/api/api-error.ts';
import { noteLimits } from '#contract/notes/note-limits.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { CallError } from '../../components/call-error.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { Form } from '../../hooks/use-form.ts';
import { progressPaces, useSimulatedProgress } from '../../hooks/use-simulated-progress.ts';
import { RoastStep } from './roast-step.tsx';
import type { RoastStepProps } from './roast-step.tsx';
import './publish-step.css';

/** What the publish step needs besides its roast's: the custom URL's form, and the publishing under way or failed. */
export type PublishStepProps = Omit<RoastStepProps, 'stage' | 'busy' | 'submitButton' | 'children'> & {
  form: Form<'vanityUrl'>;
  creating: boolean;
  createError: ApiError | null;
};

/**
 * Step 3: the final roast streaming in, then the optional custom URL (with a preview of the
 * note's address) and Create Note. Back keeps what was typed.
 */
export function PublishStep({ form, creating, createError, ...step }: PublishStepProps) {
  const progress = useSimulatedProgress(creating, progressPaces.create);
  const vanity = form.values.vanityUrl.trim();
  return (
    <RoastStep
      {...step}
      stage="final"
      busy={creating}
      submitButton={
        <button type="submit" className="button button--primary" disabled={!form.valid || creating || !step.online}>
          {creating ? 'Publishing…' : 'Create Note'}
        </button>
      }
    >
      <TextField
        label="Custom URL (optional)"
        hint={`Up to ${noteLimits.vanityUrlMax} letters, numbers, hyphens or underscores. Leave it blank and we'll make one from the name.`}
        autoComplete="off"
        required={false}
        readOnly={creating}
        {...form.field('vanityUrl')}
      />
      <p className="url-preview">
        <span className="url-preview__label">Your note will live at</span>
        <code className="url-preview__url">
          {window.location.origin}/notes/xxxxx/<strong>{vanity === '' ? '…' : vanity}</strong>
        </code>
      </p>
      {creating && <ProgressBar label={noteMessages.publishing} value={progress} />}
      {createError && !creating && <CallError error={createError} onRetry={step.onSubmit} />}
    </RoastStep>
  );
}
