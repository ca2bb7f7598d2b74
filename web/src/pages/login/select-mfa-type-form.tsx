import { mfaTypeHints, mfaTypeLabels } from '#contract/auth/mfa-types.ts';
import type { MfaType } from '#contract/auth/mfa-types.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useWrite } from '../../api/use-write.ts';
import { CallError } from '../../components/call-error.tsx';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import { FlowScreen } from './flow-screen.tsx';
import './flow-screen.css';
import './select-mfa-type-form.css';

/** Select MFA type (spec §2): which second factor to use now, or, when the site requires one, which to set up. */
export function SelectMfaTypeForm({
  email,
  challenge,
  types,
  setup,
  onNext,
  onBack,
}: {
  email: string;
  challenge: string;
  types: MfaType[];
  setup: boolean;
  onNext: (next: AuthScreen | 'done') => void;
  onBack: () => void;
}) {
  const choose = useWrite(endpoints.confirmSignIn, {
    onSuccess: (response) => onNext(screenForSignIn(response, email)),
  });

  return (
    <FlowScreen title={setup ? 'Set Up Multi-Factor Authentication' : 'Select MFA Type'} onBack={onBack}>
      <p className="flow-screen__text">
        {setup
          ? 'This site asks for a second step each time you sign in. Choose how you want to confirm it is you:'
          : 'Choose how you want to confirm it is you:'}
      </p>
      <ul className="mfa-choices">
        {types.map((type) => (
          <li key={type}>
            <button
              type="button"
              className="button mfa-choices__button"
              disabled={choose.isPending}
              onClick={() => choose.mutate({ body: { challenge, challengeResponse: type } })}
            >
              <span className="mfa-choices__label">{mfaTypeLabels[type]}</span>
              <span className="mfa-choices__hint">{mfaTypeHints[type]}</span>
            </button>
          </li>
        ))}
      </ul>
      {choose.error && <CallError inline error={choose.error} onDismiss={choose.reset} />}
    </FlowScreen>
  );
}
