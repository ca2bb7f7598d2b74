import { endpoints } from '#contract/endpoints.ts';
import { callEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { codeErrors } from '../../auth/field-rules.ts';
import { useSession } from '../../auth/session-context.ts';
import { useNewPasswordChecks } from '../../auth/use-new-password-checks.ts';
import { CallError } from '../../components/call-error.tsx';
import { CodeField } from '../../components/code-field.tsx';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import '../../components/auth-form.css';
import './account-page.css';

/**
 * Set a Password, for an account made by a social sign-in (it has no current password to change):
 * the forgot-password code flow for the user's own address, on the account page. Other sessions end;
 * this one stays.
 */
export function SetPasswordSection({ email, onSet }: { email: string; onSet: () => void }) {
  const passwords = useNewPasswordChecks();
  const { refresh } = useSession();
  const form = useForm({
    initial: { code: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({ code: codeErrors(values.code), ...passwords.validate(values) }),
    live: passwords.live,
    unfinished: passwords.unfinished,
  });
  const send = useWrite(endpoints.forgotPassword);
  const destination = send.data?.nextStep.codeDeliveryDetails.destination;
  const setPassword = useWrite(
    async () => {
      await callEndpoint(endpoints.confirmResetPassword, {
        body: { email, code: form.values.code.trim(), newPassword: form.values.newPassword },
      });
      await refresh(); // the server replaced this browser's session with a new one
      onSet();
    },
    { invalidates: [endpoints.signInMethods, endpoints.security] },
  );
  const submit = formWrite(setPassword, () => setPassword.mutate());

  return (
    <section className="card account__section" aria-labelledby="set-password-title">
      <h2 id="set-password-title">Set a Password</h2>
      {destination === undefined ? (
        <>
          <p className="account__text">
            Your account has no password: you sign in through a provider. Set one to sign in with your e-mail address
            too. We e-mail a code to <strong>{email}</strong> to make sure it is you.
          </p>
          {send.error && <CallError inline error={send.error} onDismiss={send.reset} />}
          <button
            type="button"
            className="button button--primary"
            disabled={send.isPending}
            onClick={() => send.mutate({ body: { email } })}
          >
            {send.isPending ? 'Sending…' : 'Send Code'}
          </button>
        </>
      ) : (
        <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
          <p className="account__text">
            Enter the code we emailed to <strong>{destination}</strong> and choose your password.
          </p>
          <CodeField label="Code" {...form.field('code')} />
          <NewPasswordFields form={form} policy={passwords.policy} confirmLabel="Confirm New Password" />
          <FormSubmit submit={submit} valid={form.valid} label="Set Password" pendingLabel="Setting…" />
        </form>
      )}
    </section>
  );
}
