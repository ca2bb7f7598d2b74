import { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { emailErrors, passwordErrors } from '../../auth/field-rules.ts';
import { useSession } from '../../auth/session-context.ts';
import { Alert } from '../../components/alert.tsx';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import { screenForSignIn } from './auth-screen.ts';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';
import { SocialSignIn } from './social-sign-in.tsx';
import type { AuthScreen } from './auth-screen.ts';
import '../../components/auth-form.css';

/** The Sign In tab: e-mail and password (the answer's step decides what comes next), or a passkey. */
export function SignInForm({
  initialEmail = '',
  notice,
  onNext,
  onForgotPassword,
}: {
  initialEmail?: string;
  notice?: string;
  onNext: (next: AuthScreen | 'done') => void;
  onForgotPassword: (email: string) => void;
}) {
  const session = useSession();
  const form = useForm({
    initial: { email: initialEmail, password: '' },
    validate: (values) => ({ email: emailErrors(values.email), password: passwordErrors(values.password) }),
    labels: { email: 'Email', password: 'Password' },
  });
  const signIn = useWrite(async () => {
    const email = form.values.email.trim();
    try {
      const response = await callEndpoint(endpoints.signIn, { body: { email, password: form.values.password } });
      onNext(screenForSignIn(response, email));
    } catch (error) {
      // This browser has a session it did not know about: pick it up instead of failing.
      if (error instanceof ApiError && error.code === 'UserAlreadyAuthenticatedException' && (await session.refresh()))
        return;
      throw error;
    }
  });
  const submit = formWrite(signIn, () => signIn.mutate());

  return (
    <>
      <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
        {notice && <Alert tone="success">{notice}</Alert>}
        <SocialSignIn />
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <FormSubmit
          submit={submit}
          valid={form.valid}
          missing={form.missing}
          label="Sign In"
          pendingLabel="Signing in…"
          wide
        />
        <button type="button" className="link-button" onClick={() => onForgotPassword(form.values.email.trim())}>
          Forgot your password?
        </button>
      </form>
      <PasskeySignInButton onNext={onNext} />
    </>
  );
}
