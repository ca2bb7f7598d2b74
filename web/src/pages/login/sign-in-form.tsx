import { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import { api } from '../../api/api-client.ts';
import { emailErrors, passwordErrors } from '../../auth/field-rules.ts';
import { useSession } from '../../auth/session-context.ts';
import { Alert } from '../../components/alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../components/use-form.ts';
import { useSubmit } from '../../components/use-submit.ts';
import { screenForSignIn } from './auth-screen.ts';
import type { AuthScreen } from './auth-screen.ts';
import '../../components/auth-form.css';

/** The Sign In tab: e-mail and password; the answer's step decides what comes next. */
export function SignInForm({ initialEmail = '', notice, onNext, onForgotPassword }: {
  initialEmail?: string;
  notice?: string;
  onNext: (next: AuthScreen | 'done') => void;
  onForgotPassword: (email: string) => void;
}) {
  const session = useSession();
  const form = useForm({
    initial: { email: initialEmail, password: '' },
    validate: (values) => ({ email: emailErrors(values.email), password: passwordErrors(values.password) }),
  });
  const submit = useSubmit();

  const signIn = () =>
    submit.run(async () => {
      const email = form.values.email.trim();
      try {
        const response = await api.call(endpoints.signIn, { body: { email, password: form.values.password } });
        onNext(screenForSignIn(response, email));
      } catch (error) {
        // This browser has a session it did not know about: pick it up instead of failing.
        if (error instanceof ApiError && error.code === 'UserAlreadyAuthenticatedException' && (await session.refresh())) return;
        throw error;
      }
    });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={submitHandler(form, submit, signIn)}
    >
      {notice && <Alert tone="success">{notice}</Alert>}
      <TextField label="Email" type="email" autoComplete="username" inputMode="email" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      {submit.error && <Alert onDismiss={() => submit.setError(undefined)}>{submit.error}</Alert>}
      <button type="submit" className="button button--primary button--wide" disabled={!form.valid || submit.pending}>
        {submit.pending ? 'Signing in…' : 'Sign In'}
      </button>
      <button type="button" className="link-button" onClick={() => onForgotPassword(form.values.email.trim())}>
        Forgot your password?
      </button>
    </form>
  );
}
