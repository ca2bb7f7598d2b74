import type { SignInStep } from '#contract/auth/auth-schemas.ts';
import { FlowScreen } from './flow-screen.tsx';
import './flow-screen.css';

/** A sign-in step this version cannot show (a step it does not know, or one that came without its challenge). */
export function UnsupportedStep({ step, onBack }: { step: SignInStep; onBack: () => void }) {
  return (
    <FlowScreen title="Sign-in Step Not Supported" onBack={onBack}>
      <p className="flow-screen__text" role="alert">
        Your account needs a sign-in step (<code>{step}</code>) that this version of Nemesis Day cannot show yet. Please
        contact the site administrator.
      </p>
    </FlowScreen>
  );
}
