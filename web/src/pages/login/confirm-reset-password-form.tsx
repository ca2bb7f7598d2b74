import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { codeErrors, confirmPasswordErrors, newPasswordErrors, passwordHint } from '../../auth/field-rules.ts';
import { usePasswordPolicy } from '../../auth/use-password-policy.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../components/use-form.ts';
import { useSubmit } from '../../components/use-submit.ts';
import { FlowScreen } from './flow-screen.tsx';
import { useResendCode } from './use-resend-code.ts';
import '../../components/auth-form.css';
import './flow-screen.css';

/** Confirm reset password: the code from the e-mail and a new password; then the user signs in with it. */
export function ConfirmResetPasswordForm({ email, destination, onDone, onBack }: {
  email: string;
  destination: string;
  /** The password was reset: back to Sign In. */
  onDone: () => void;
  onBack: () => void;
}) {
  const policy = usePasswordPolicy();
  const form = useForm({
    initial: { code: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      code: codeErrors(values.code),
      newPassword: newPasswordErrors(values.newPassword, policy),
      confirmPassword: confirmPasswordErrors(values.confirmPassword, values.newPassword),
    }),
    live: ['newPassword', 'confirmPassword'],
    ready: (values) => values.confirmPassword === values.newPassword,
  });
  const submit = useSubmit();

  const reset = () =>
    submit.run(async () => {
      await api.call(endpoints.confirmResetPassword, { body: { email, code: form.values.code.trim(), newPassword: form.values.newPassword } });
      onDone();
    });

  const resender = useResendCode(async () => (await api.call(endpoints.forgotPassword, { body: { email } })).nextStep.codeDeliveryDetails.destination, submit);

  return (
    <FlowScreen title="Reset Your Password" onBack={onBack}>
      <p className="flow-screen__text">
        Enter the code we emailed to <strong>{destination}</strong> and choose a new password.
      </p>
      <form
        className="auth-form"
        noValidate
        onSubmit={submitHandler(form, submit, reset)}
      >
        <TextField label="Code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...form.field('code')} />
        <TextField label="New Password" type="password" autoComplete="new-password" hint={passwordHint(policy)} {...form.field('newPassword')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        {resender.sentTo && (
          <Alert tone="success" onDismiss={resender.dismiss}>
            A new code has been sent to {resender.sentTo}.
          </Alert>
        )}
        {submit.error && <Alert onDismiss={() => submit.setError(undefined)}>{submit.error}</Alert>}
        <button type="submit" className="button button--primary button--wide" disabled={!form.valid || submit.pending}>
          {submit.pending ? 'Resetting…' : 'Reset Password'}
        </button>
        <button type="button" className="button button--wide" onClick={() => void resender.resend()} disabled={resender.resending}>
          {resender.resending ? 'Sending…' : 'Resend Code'}
        </button>
      </form>
    </FlowScreen>
  );
}
