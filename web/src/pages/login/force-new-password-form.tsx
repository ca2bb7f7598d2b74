import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { confirmPasswordErrors, newPasswordErrors, passwordHint } from '../../auth/field-rules.ts';
import { usePasswordPolicy } from '../../auth/use-password-policy.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../components/use-form.ts';
import { useSubmit } from '../../components/use-submit.ts';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import { FlowScreen } from './flow-screen.tsx';
import '../../components/auth-form.css';
import './flow-screen.css';

/** Force new password: an admin-created or reset account sets its own password to finish signing in. */
export function ForceNewPasswordForm({ email, challenge, onNext, onBack }: {
  email: string;
  challenge: string;
  onNext: (next: AuthScreen | 'done') => void;
  onBack: () => void;
}) {
  const policy = usePasswordPolicy();
  const form = useForm({
    initial: { newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      newPassword: newPasswordErrors(values.newPassword, policy),
      confirmPassword: confirmPasswordErrors(values.confirmPassword, values.newPassword),
    }),
    live: ['newPassword', 'confirmPassword'],
    ready: (values) => values.confirmPassword === values.newPassword,
  });
  const submit = useSubmit();

  const change = () =>
    submit.run(async () => {
      const response = await api.call(endpoints.confirmSignIn, { body: { challenge, challengeResponse: form.values.newPassword } });
      onNext(screenForSignIn(response, email));
    });

  return (
    <FlowScreen title="Choose a New Password" onBack={onBack}>
      <p className="flow-screen__text">You need to choose a new password for {email} before you can sign in.</p>
      <form
        className="auth-form"
        noValidate
        onSubmit={submitHandler(form, submit, change)}
      >
        <TextField label="New Password" type="password" autoComplete="new-password" hint={passwordHint(policy)} {...form.field('newPassword')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        {submit.error && <Alert onDismiss={() => submit.setError(undefined)}>{submit.error}</Alert>}
        <button type="submit" className="button button--primary button--wide" disabled={!form.valid || submit.pending}>
          {submit.pending ? 'Changing…' : 'Change Password'}
        </button>
      </form>
    </FlowScreen>
  );
}
