import { useState } from 'react';
import { endpoints } from '#contract/endpoints.ts';
import { useWrite } from '../../api/use-write.ts';
import { passwordErrors } from '../../auth/field-rules.ts';
import { useSession } from '../../auth/session-context.ts';
import { useNewPasswordChecks } from '../../auth/use-new-password-checks.ts';
import { Alert } from '../../components/alert.tsx';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import '../../components/auth-form.css';
import './account-page.css';

/** Change Password: the current password and a new one (twice). Other sessions and the access tokens end; this session stays. `notice` says what just happened (a password set). */
export function ChangePasswordSection({ notice }: { notice?: string }) {
  const passwords = useNewPasswordChecks();
  const { refresh } = useSession();
  const form = useForm({
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({ oldPassword: passwordErrors(values.oldPassword), ...passwords.validate(values) }),
    live: passwords.live,
    unfinished: passwords.unfinished,
  });
  const [changed, setChanged] = useState(false);
  const change = useWrite(endpoints.changePassword, {
    // The server ended the account's other sessions and its access tokens: their lists drop them.
    invalidates: [endpoints.listSessions, endpoints.listTokens],
    onSuccess: () => {
      form.reset();
      setChanged(true);
      void refresh(); // the server replaced this browser's session with a new one
    },
  });
  const submit = formWrite(change, () => {
    setChanged(false);
    change.mutate({ body: { oldPassword: form.values.oldPassword, newPassword: form.values.newPassword } });
  });

  return (
    <section className="card account__section" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change Password</h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...form.field('oldPassword')}
        />
        <NewPasswordFields form={form} policy={passwords.policy} confirmLabel="Confirm New Password" />
        {changed && (
          <Alert tone="success" onDismiss={() => setChanged(false)}>
            Your password has been changed. Any other devices signed in to your account have been signed out, and your
            personal access tokens have been revoked.
          </Alert>
        )}
        <FormSubmit submit={submit} valid={form.valid} label="Change Password" pendingLabel="Changing…" />
      </form>
    </section>
  );
}
