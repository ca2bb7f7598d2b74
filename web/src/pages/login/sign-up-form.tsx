import { Link } from 'react-router-dom';
import { endpoints } from '#contract/endpoints.ts';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { api } from '../../api/api-client.ts';
import { confirmPasswordErrors, emailErrors, newPasswordErrors, passwordHint } from '../../auth/field-rules.ts';
import { usePasswordPolicy } from '../../auth/use-password-policy.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../components/use-form.ts';
import { useSubmit } from '../../components/use-submit.ts';
import type { AuthScreen } from './auth-screen.ts';
import '../../components/auth-form.css';

/** The Create Account tab: e-mail, password and its confirmation; a code is e-mailed next. */
export function SignUpForm({ onNext }: { onNext: (next: AuthScreen) => void }) {
  const policy = usePasswordPolicy();
  const form = useForm({
    initial: { email: '', password: '', confirmPassword: '' },
    validate: (values) => ({
      email: emailErrors(values.email),
      password: newPasswordErrors(values.password, policy),
      confirmPassword: confirmPasswordErrors(values.confirmPassword, values.password),
    }),
    live: ['password', 'confirmPassword'],
    ready: (values) => values.confirmPassword === values.password,
  });
  const submit = useSubmit();

  const signUp = () =>
    submit.run(async () => {
      const email = form.values.email.trim();
      const response = await api.call(endpoints.signUp, { body: { email, password: form.values.password } });
      onNext({ name: 'confirmSignUp', email, destination: response.nextStep.codeDeliveryDetails.destination });
    });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={submitHandler(form, submit, signUp)}
    >
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" hint={passwordHint(policy)} {...form.field('password')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <p className="auth-form__terms">
        By creating an account you confirm that you are {accountLimits.minimumUserAge} or older and agree to the{' '}
        <Link to={spaRoutes.termsOfUse}>Terms of Use</Link> and the <Link to={spaRoutes.privacyPolicy}>Privacy Policy</Link>.
      </p>
      {submit.error && <Alert onDismiss={() => submit.setError(undefined)}>{submit.error}</Alert>}
      <button type="submit" className="button button--primary button--wide" disabled={!form.valid || submit.pending}>
        {submit.pending ? 'Creating account…' : 'Create Account'}
      </button>
    </form>
  );
}
