import { endpoints } from '#contract/endpoints.ts';
import { useWrite } from '../../api/use-write.ts';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import { FlowScreen } from './flow-screen.tsx';
import '../../components/auth-form.css';
import './flow-screen.css';

/** Set up e-mail MFA (spec §2) during sign-in: codes go to the address the user signs in with; this sends the first. */
export function SetupEmailForm({
  email,
  challenge,
  onNext,
  onBack,
}: {
  email: string;
  challenge: string;
  onNext: (next: AuthScreen | 'done') => void;
  onBack: () => void;
}) {
  const confirm = useWrite(endpoints.confirmSignIn, {
    onSuccess: (response) => onNext(screenForSignIn(response, email)),
  });
  const submit = formWrite(confirm, () => confirm.mutate({ body: { challenge, challengeResponse: email } }));
  return (
    <FlowScreen title="Set Up E-mail Codes" onBack={onBack}>
      <p className="flow-screen__text">
        Each time you sign in, we will e-mail a 6-digit code to <strong>{email}</strong>. We will send the first one now
        to check that it arrives.
      </p>
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit.run();
        }}
      >
        <FormSubmit submit={submit} valid label="Send Code" pendingLabel="Sending…" wide />
      </form>
    </FlowScreen>
  );
}
