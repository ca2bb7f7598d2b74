import { ApiError } from '#contract/api/api-error.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { codeErrors } from '../../auth/field-rules.ts';
import { CodeField } from '../../components/code-field.tsx';
import { formWrite } from '../../components/form-submit.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import { FlowScreen } from './flow-screen.tsx';
import { ResendCodeActions } from './resend-code-actions.tsx';
import '../../components/auth-form.css';
import './flow-screen.css';

/** Confirm sign-up: the 6-digit code from the e-mail, with Resend Code; signs the user in when it matches. */
export function ConfirmSignUpForm({
  email,
  destination,
  onNext,
  onSignIn,
}: {
  email: string;
  destination: string;
  onNext: (next: AuthScreen | 'done') => void;
  /** Back to the Sign In tab, with a message for it (or none). */
  onSignIn: (notice?: string) => void;
}) {
  const form = useForm({
    initial: { code: '' },
    validate: (values) => ({ code: codeErrors(values.code) }),
    labels: { code: 'Confirmation Code' },
  });
  const confirm = useWrite(async () => {
    try {
      const response = await callEndpoint(endpoints.confirmSignUp, { body: { email, code: form.values.code.trim() } });
      onNext(screenForSignIn(response, email));
    } catch (error) {
      // Confirmed already (an older code, another tab): the account is ready, so sign in.
      if (error instanceof ApiError && error.serverMessage === authErrorMessages.alreadyConfirmed)
        return onSignIn('Your account is already confirmed. Please sign in.');
      throw error;
    }
  });
  const submit = formWrite(confirm, () => confirm.mutate());
  const resend = useWrite(
    async () => (await callEndpoint(endpoints.resendCode, { body: { email } })).codeDeliveryDetails.destination,
  );

  return (
    <FlowScreen title="Confirm Your Email" onBack={() => onSignIn()}>
      <p className="flow-screen__text">
        Your code is on the way. To log in, enter the code we emailed to <strong>{destination}</strong>. It may take a
        minute to arrive.
      </p>
      <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
        <CodeField label="Confirmation Code" {...form.field('code')} />
        <ResendCodeActions
          submit={submit}
          valid={form.valid}
          missing={form.missing}
          label="Confirm"
          pendingLabel="Confirming…"
          resend={resend}
        />
      </form>
    </FlowScreen>
  );
}
