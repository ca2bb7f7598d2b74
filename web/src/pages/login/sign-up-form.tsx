import { Link } from 'react-router-dom';
import { endpoints } from '#contract/endpoints.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useWrite } from '../../api/use-write.ts';
import { emailErrors } from '../../auth/field-rules.ts';
import { useNewPasswordChecks } from '../../auth/use-new-password-checks.ts';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import type { AuthScreen } from './auth-screen.ts';
import { SocialSignIn } from './social-sign-in.tsx';
import '../../components/auth-form.css';

/** The Create Account tab: e-mail, password and its confirmation; a code is e-mailed next. */
export function SignUpForm({ onNext }: { onNext: (next: AuthScreen) => void }) {
  const passwords = useNewPasswordChecks();
  const form = useForm({
    initial: { email: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({ email: emailErrors(values.email), ...passwords.validate(values) }),
    live: passwords.live,
    unfinished: passwords.unfinished,
    labels: { email: 'Email', newPassword: 'Password', confirmPassword: 'Confirm Password' },
  });
  const signUp = useWrite(endpoints.signUp);
  const submit = formWrite(signUp, () => {
    const email = form.values.email.trim();
    signUp.mutate(
      { body: { email, password: form.values.newPassword } },
      {
        onSuccess: (response) =>
          onNext({ name: 'confirmSignUp', email, destination: response.nextStep.codeDeliveryDetails.destination }),
      },
    );
  });

  return (
    <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
      <SocialSignIn />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <NewPasswordFields form={form} policy={passwords.policy} label="Password" />
      <p className="auth-form__terms">
        By creating an account you confirm that you are {accountLimits.minimumUserAge} or older and agree to the{' '}
        <Link to={spaRoutes.termsOfUse}>Terms of Use</Link> and the{' '}
        <Link to={spaRoutes.privacyPolicy}>Privacy Policy</Link>.
      </p>
      <FormSubmit
        submit={submit}
        valid={form.valid}
        missing={form.missing}
        label="Create Account"
        pendingLabel="Creating account…"
        wide
      />
    </form>
  );
}
