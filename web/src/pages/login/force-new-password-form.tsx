import { endpoints } from '#contract/endpoints.ts';
import { useWrite } from '../../api/use-write.ts';
import { useNewPasswordChecks } from '../../auth/use-new-password-checks.ts';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import { FlowScreen } from './flow-screen.tsx';
import '../../components/auth-form.css';
import './flow-screen.css';

/** Force new password: an admin-created or reset account sets its own password to finish signing in. */
export function ForceNewPasswordForm({
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
  const passwords = useNewPasswordChecks();
  const form = useForm({
    initial: { newPassword: '', confirmPassword: '' },
    ...passwords,
    labels: { newPassword: 'New Password', confirmPassword: 'Confirm Password' },
  });
  const confirm = useWrite(endpoints.confirmSignIn, {
    onSuccess: (response) => onNext(screenForSignIn(response, email)),
  });
  const submit = formWrite(confirm, () =>
    confirm.mutate({ body: { challenge, challengeResponse: form.values.newPassword } }),
  );

  return (
    <FlowScreen title="Choose a New Password" onBack={onBack}>
      <p className="flow-screen__text">
        Your account was set up by an administrator with a temporary password. Choose your own password for{' '}
        <strong>{email}</strong> to finish signing in.
      </p>
      <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
        <NewPasswordFields form={form} policy={passwords.policy} />
        <FormSubmit
          submit={submit}
          valid={form.valid}
          missing={form.missing}
          label="Change Password"
          pendingLabel="Changing…"
          wide
        />
      </form>
    </FlowScreen>
  );
}
