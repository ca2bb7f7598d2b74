import { ProgressBar } from '../../components/progress-bar.tsx';
import './wizard-steps.css';

// The wizard's steps, in order; the last is named after its button, Create Note.
const wizardStepNames = ['Your nemesis', 'Your story', 'Create note'] as const;

/** The wizard's 'Step n of 3' progress bar, with the steps named beneath it. */
export function WizardSteps({ step, finished }: { step: 1 | 2 | 3; finished: boolean }) {
  const total = wizardStepNames.length;
  return (
    <div className="wizard-steps">
      <ProgressBar
        label={`Step ${step} of ${total}`}
        value={step}
        min={1}
        max={total}
        // The bar reaches each step's name beneath it: a tenth in, the middle, nine tenths; full once published.
        fill={finished ? 1 : 0.1 + ((step - 1) / (total - 1)) * 0.8}
        valueText={`Step ${step} of ${total}: ${wizardStepNames[step - 1]}`}
        tone={finished ? 'done' : 'working'}
      />
      <ol className="wizard-steps__list" aria-hidden="true">
        {wizardStepNames.map((name, index) => {
          const number = index + 1;
          const state = finished || number < step ? 'done' : number === step ? 'current' : 'next';
          return (
            <li key={name} className={`wizard-steps__item wizard-steps__item--${state}`}>
              <span className="wizard-steps__number">{state === 'done' ? '✓' : number}</span>
              <span className="wizard-steps__name">{name}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
