import type { Ref } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { noteLimits } from '#contract/notes/note-limits.ts';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { Form } from '../../components/use-form.ts';
import { progressPaces, useSimulatedProgress } from '../../components/use-simulated-progress.ts';
import { RoastBox } from './roast-box.tsx';
import { StepError } from './step-error.tsx';
import type { RoastStream } from './use-roast-stream.ts';
import './nemesis-wizard.css';
import './wizard-form.css';
import './publish-step.css';

// What the wait for a note to be published says.

/**
 * Step 3: the final roast streaming in, then the optional custom URL (with a preview of the
 * note's address) and Create Note. Back keeps what was typed.
 */
export function PublishStep({
  name,
  roast,
  form,
  headingRef,
  online,
  creating,
  createError,
  onBack,
  onRetryRoast,
  onCreate,
}: {
  name: string;
  roast: RoastStream;
  form: Form<'vanityUrl'>;
  headingRef: Ref<HTMLHeadingElement>;
  online: boolean;
  creating: boolean;
  createError: ApiError | undefined;
  onBack: () => void;
  onRetryRoast: () => void;
  onCreate: () => void;
}) {
  const progress = useSimulatedProgress(creating, progressPaces.create);
  const vanity = form.values.vanityUrl.trim();
  return (
    <div className="wizard-form">
      <h2 className="wizard__step-title" ref={headingRef} tabIndex={-1}>
        The final roast of {name}
      </h2>
      <RoastBox title="🗡️ Final roast" stream={roast} waitingText={noteMessages.progressFinal} />
      {roast.error && <StepError error={roast.error} onRetry={onRetryRoast} />}
      {roast.status === 'done' ? (
        <form
          className="wizard-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onCreate();
          }}
        >
          <button type="button" className="link-button wizard__again" onClick={onRetryRoast} disabled={!online || creating}>
            Not quite right? Roast again
          </button>
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
          {createError && !creating && <StepError error={createError} onRetry={onCreate} />}
          <div className="wizard-form__actions">
            <button type="button" className="button" onClick={onBack} disabled={creating}>
              Back
            </button>
            <button type="submit" className="button button--primary" disabled={!form.valid || creating || !online}>
              {creating ? 'Publishing…' : 'Create Note'}
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
