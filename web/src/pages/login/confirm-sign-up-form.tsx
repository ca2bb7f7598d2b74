import { ApiError } from '#contract/api/api-error.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { codeErrors } from '../../auth/field-rules.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../components/use-form.ts';
import { useSubmit } from '../../components/use-submit.ts';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import { FlowScreen } from './flow-screen.tsx';
import { useResendCode } from './use-resend-code.ts';
import '../../components/auth-form.css';
import './flow-screen.css';

/** Confirm sign-up: the 6-digit code from the e-mail, with Resend Code; signs the user in when it matches. */
export function ConfirmSignUpForm({ email, destination, onNext, onSignIn }: {
  email: string;
  destination: string;
  onNext: (next: AuthScreen | 'done') => void;
  /** Back to the Sign In tab, with a message for it (or none). */
  onSignIn: (notice?: string) => void;
}) {
  const form = useForm({ initial: { code: '' }, validate: (values) => ({ code: codeErrors(values.code) }) });
  const submit = useSubmit();

  const confirm = () =>
    submit.run(async () => {
      try {
        const response = await api.call(endpoints.confirmSignUp, { body: { email, code: form.values.code.trim() } });
        onNext(screenForSignIn(response, email));
      } catch (error) {
        // Confirmed already (an older code, another tab): the account is ready, so sign in.
        if (error instanceof ApiError && error.serverMessage === authErrorMessages.alreadyConfirmed) return onSignIn('Your account is already confirmed. Please sign in.');
        throw error;
      }
    });

  const resender = useResendCode(async () => (await api.call(endpoints.resendCode, { body: { email } })).codeDeliveryDetails.destination, submit);

  return (
    <FlowScreen title="Confirm Your Email" onBack={() => onSignIn()}>
      <p className="flow-screen__text">
        Your code is on the way. To log in, enter the code we emailed to <strong>{destination}</strong>. It may take a minute to arrive.
      </p>
      <form
        className="auth-form"
        noValidate
        onSubmit={submitHandler(form, submit, confirm)}
      >
        <TextField label="Confirmation Code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...form.field('code')} />
        {resender.sentTo && (
          <Alert tone="success" onDismiss={resender.dismiss}>
            A new code has been sent to {resender.sentTo}.
          </Alert>
        )}
        {submit.error && <Alert onDismiss={() => submit.setError(undefined)}>{submit.error}</Alert>}
        <button type="submit" className="button button--primary button--wide" disabled={!form.valid || submit.pending}>
          {submit.pending ? 'Confirming…' : 'Confirm'}
        </button>
        <button type="button" className="button button--wide" onClick={() => void resender.resend()} disabled={resender.resending}>
          {resender.resending ? 'Sending…' : 'Resend Code'}
        </button>
      </form>
    </FlowScreen>
  );
}
