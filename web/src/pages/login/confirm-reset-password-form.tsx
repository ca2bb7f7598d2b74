import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { codeErrors } from '../../auth/field-rules.ts';
import { useNewPasswordChecks } from '../../auth/use-new-password-checks.ts';
import { CodeField } from '../../components/code-field.tsx';
import { formWrite } from '../../components/form-submit.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import { FlowScreen } from './flow-screen.tsx';
import { ResendCodeActions } from './resend-code-actions.tsx';
import '../../components/auth-form.css';
import './flow-screen.css';

/**
 * Confirm reset password: the code from the e-mail and a new password; then the user signs in with it.
 * When the sign-in required it (`required`), it first says why.
 */
export function ConfirmResetPasswordForm({
  email,
  destination,
  required = false,
  onDone,
  onBack,
}: {
  email: string;
  destination: string;
  required?: boolean;
  /** The password was reset: back to Sign In. */
  onDone: () => void;
  onBack: () => void;
}) {
  const passwords = useNewPasswordChecks();
  const form = useForm({
    initial: { code: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({ code: codeErrors(values.code), ...passwords.validate(values) }),
    live: passwords.live,
    unfinished: passwords.unfinished,
    labels: { code: 'Code', newPassword: 'New Password', confirmPassword: 'Confirm Password' },
  });
  const reset = useWrite(endpoints.confirmResetPassword, { onSuccess: onDone });
  const submit = formWrite(reset, () =>
    reset.mutate({ body: { email, code: form.values.code.trim(), newPassword: form.values.newPassword } }),
  );
  const resend = useWrite(
    async () =>
      (await callEndpoint(endpoints.forgotPassword, { body: { email } })).nextStep.codeDeliveryDetails.destination,
  );

  return (
    <FlowScreen title="Reset Your Password" onBack={onBack}>
      {required && (
        <p className="flow-screen__text">
          For your safety, the password of this account has to be changed before you can sign in: an administrator asked
          for it, or it may be known to someone else.
        </p>
      )}
      <p className="flow-screen__text">
        Enter the code we emailed to <strong>{destination}</strong> and choose a new password.
      </p>
      <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
        <CodeField label="Code" {...form.field('code')} />
        <NewPasswordFields form={form} policy={passwords.policy} />
        <ResendCodeActions
          submit={submit}
          valid={form.valid}
          missing={form.missing}
          label="Reset Password"
          pendingLabel="Resetting…"
          resend={resend}
        />
      </form>
    </FlowScreen>
  );
}
