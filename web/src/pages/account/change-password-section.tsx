import { useState } from 'react';
import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { confirmPasswordErrors, newPasswordErrors, passwordErrors, passwordHint } from '../../auth/field-rules.ts';
import { useSession } from '../../auth/session-context.ts';
import { usePasswordPolicy } from '../../auth/use-password-policy.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../components/use-form.ts';
import { useSubmit } from '../../components/use-submit.ts';
import '../../components/auth-form.css';
import './account-page.css';

/** Change Password: the current password and a new one (twice). Other sessions end; this one stays. */
export function ChangePasswordSection() {
  const policy = usePasswordPolicy();
  const { refresh } = useSession();
  const form = useForm({
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      oldPassword: passwordErrors(values.oldPassword),
      newPassword: newPasswordErrors(values.newPassword, policy),
      confirmPassword: confirmPasswordErrors(values.confirmPassword, values.newPassword),
    }),
    live: ['newPassword', 'confirmPassword'],
    ready: (values) => values.confirmPassword === values.newPassword,
  });
  const submit = useSubmit();
  const [changed, setChanged] = useState(false);

  const change = () =>
    submit.run(async () => {
      setChanged(false);
      await api.call(endpoints.changePassword, { body: { oldPassword: form.values.oldPassword, newPassword: form.values.newPassword } });
      form.reset();
      setChanged(true);
      void refresh(); // the server replaced this browser's session with a new one
    });

  return (
    <section className="card account__section" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change Password</h2>
      <form
        className="auth-form"
        noValidate
        onSubmit={submitHandler(form, submit, change)}
      >
        <TextField label="Current Password" type="password" autoComplete="current-password" {...form.field('oldPassword')} />
        <TextField label="New Password" type="password" autoComplete="new-password" hint={passwordHint(policy)} {...form.field('newPassword')} />
        <TextField label="Confirm New Password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        {changed && (
          <Alert tone="success" onDismiss={() => setChanged(false)}>
            Your password has been changed. Any other devices signed in to your account have been signed out.
          </Alert>
        )}
        {submit.error && <Alert onDismiss={() => submit.setError(undefined)}>{submit.error}</Alert>}
        <button type="submit" className="button button--primary" disabled={!form.valid || submit.pending}>
          {submit.pending ? 'Changing…' : 'Change Password'}
        </button>
      </form>
    </section>
  );
}
