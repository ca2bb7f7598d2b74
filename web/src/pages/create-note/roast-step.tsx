import type { ReactNode, Ref } from 'react';
import { noteMessages } from '#contract/notes/note-messages.ts';
import { CallError } from '../../components/call-error.tsx';
import { RoastBox } from '../../components/roast-box.tsx';
import type { RoastStream } from '../../hooks/use-roast-stream.ts';
import './nemesis-wizard.css';
import './wizard-form.css';

// How each roast's step reads: its heading, the roast's title and emoji, the wait's text and the Roast Again link.
const stages = {
  initial: {
    heading: 'The first roast of',
    roastTitle: 'Initial roast',
    emoji: '🔥',
    waitingText: noteMessages.progressInitial,
    againLabel: 'Not harsh enough? Roast again',
  },
  final: {
    heading: 'The final roast of',
    roastTitle: 'Final roast',
    emoji: '🗡️',
    waitingText: noteMessages.progressFinal,
    againLabel: 'Not quite right? Roast again',
  },
} as const;

/** What a RoastStep shows: which roast, of whom, the roast being written, and the form that follows it once written. */
export interface RoastStepProps {
  stage: keyof typeof stages;
  name: string;
  headingRef: Ref<HTMLHeadingElement>;
  roast: RoastStream;
  online: boolean;
  /** The step's own write is under way: nothing else may start meanwhile. */
  busy?: boolean;
  onRetryRoast: () => void;
  onBack: () => void;
  onSubmit: () => void;
  /** The form's submit button, after Back. */
  submitButton: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A wizard step around a roast: the roast streaming in (its failure with Try Again), then a form
 * with Roast Again, the step's fields, Back and its submit; until the roast is written, only Back.
 */
export function RoastStep({
  stage,
  name,
  headingRef,
  roast,
  online,
  busy = false,
  onRetryRoast,
  onBack,
  onSubmit,
  submitButton,
  children,
}: RoastStepProps) {
  const { heading, roastTitle, emoji, waitingText, againLabel } = stages[stage];
  return (
    <div className="wizard-form">
      <h2 className="wizard__step-title" ref={headingRef} tabIndex={-1}>
        {heading} {name}
      </h2>
      <RoastBox title={roastTitle} emoji={emoji} stream={roast} waitingText={waitingText} />
      {roast.error && <CallError error={roast.error} onRetry={onRetryRoast} />}
      {roast.status === 'done' ? (
        <form
          className="wizard-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <button type="button" className="link-button wizard__again" onClick={onRetryRoast} disabled={!online || busy}>
            {againLabel}
          </button>
          {children}
          <div className="wizard-form__actions">
            <button type="button" className="button" onClick={onBack} disabled={busy}>
              Back
            </button>
            {submitButton}
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
