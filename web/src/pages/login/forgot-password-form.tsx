import { endpoints } from '#contract/endpoints.ts';
import { useWrite } from '../../api/use-write.ts';
import { emailErrors } from '../../auth/field-rules.ts';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import type { AuthScreen } from './auth-screen.ts';
import { FlowScreen } from './flow-screen.tsx';
import '../../components/auth-form.css';
import './flow-screen.css';

/** Forgot password: asks for the e-mail and sends a reset code to it. */
export function ForgotPasswordForm({
  initialEmail,
  onNext,
  onBack,
}: {
  initialEmail: string;
  onNext: (next: AuthScreen) => void;
  onBack: () => void;
}) {
  const form = useForm({
    initial: { email: initialEmail },
    validate: (values) => ({ email: emailErrors(values.email) }),
    labels: { email: 'Email' },
  });
  const forgot = useWrite(endpoints.forgotPassword);
  const submit = formWrite(forgot, () => {
    const email = form.values.email.trim();
    forgot.mutate(
      { body: { email } },
      {
        onSuccess: (response) =>
          onNext({
            name: 'confirmResetPassword',
            email,
            destination: response.nextStep.codeDeliveryDetails.destination,
          }),
      },
    );
  });

  return (
    <FlowScreen title="Reset Your Password" onBack={onBack}>
      <p className="flow-screen__text">
        Enter the email address of your account and we will send you a code to reset your password.
      </p>
      <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" {...form.field('email')} />
        <FormSubmit
          submit={submit}
          valid={form.valid}
          missing={form.missing}
          label="Send Code"
          pendingLabel="Sending…"
          wide
        />
      </form>
    </FlowScreen>
  );
}
