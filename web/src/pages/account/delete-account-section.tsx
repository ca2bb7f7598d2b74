import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endpoints } from '#contract/endpoints.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { errorText } from '../../api/error-text.ts';
import { useEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { codeErrors, passwordErrors } from '../../auth/field-rules.ts';
import { useSession } from '../../auth/session-context.ts';
import { CallError } from '../../components/call-error.tsx';
import { CodeField } from '../../components/code-field.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { BoundField } from '../../hooks/use-form.ts';
import { useForm } from '../../hooks/use-form.ts';
import '../../components/auth-form.css';
import './account-page.css';

// A wrong password or code is said at its field; other failures (a limit, the network) below it.
const proofFailures = new Set(['NotAuthorizedException', 'CodeMismatchException', 'ExpiredCodeException']);

/**
 * Delete Account: a confirmation modal that asks the user to prove it is them again (the password, or
 * for an account a provider made, which has none, a code e-mailed to them); then the account is gone,
 * the user signed out and sent home.
 */
export function DeleteAccountSection() {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Each opening starts afresh, the e-mailed code's part too.
  const [opened, setOpened] = useState(0);
  const withCode = useEndpoint(endpoints.signInMethods).data?.hasPassword === false;
  const form = useForm({
    initial: { password: '', code: '' },
    validate: (values) =>
      withCode ? { code: codeErrors(values.code) } : { password: passwordErrors(values.password) },
  });
  const remove = useWrite(endpoints.deleteAccount, {
    onSuccess: () => {
      setOpen(false);
      session.forget();
      navigate(spaRoutes.home);
    },
  });
  const failure = remove.error;
  const atField = failure !== null && proofFailures.has(failure.code ?? '');
  /** The form's field, with a wrong proof's message; typing again clears it. */
  const proofField = (name: 'password' | 'code'): BoundField => {
    const field = form.field(name);
    return {
      ...field,
      errors: atField ? [...field.errors, errorText(failure)] : field.errors,
      onChange: (value) => {
        remove.reset();
        field.onChange(value);
      },
    };
  };
  const confirm = () => {
    form.showAllErrors();
    if (form.valid)
      remove.mutate({ body: withCode ? { code: form.values.code.trim() } : { password: form.values.password } });
  };

  return (
    <section className="card account__section account__section--danger" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete Account</h2>
      <p className="account__text">
        Deleting your account removes your sign-in, your nemesis notes (their links stop working) and your personal
        access tokens for good. This cannot be undone.
      </p>
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          form.reset();
          remove.reset();
          setOpened(opened + 1);
          setOpen(true);
        }}
      >
        Delete Account
      </button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        confirmLabel="Delete My Account"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>
          Your account <strong>{session.claims?.username}</strong> and everything tied to it will be deleted, and you
          will be signed out. This cannot be undone.
        </p>
        <form
          className="auth-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          {withCode ? (
            <CodeProof key={opened} email={session.claims?.email} field={proofField('code')} />
          ) : (
            <TextField
              label="Current Password"
              hint="To confirm it is you."
              type="password"
              autoComplete="current-password"
              {...proofField('password')}
            />
          )}
        </form>
        {failure && !atField && <CallError inline error={failure} onDismiss={remove.reset} />}
      </ConfirmDialog>
    </section>
  );
}

/** The proof of an account without a password: a code e-mailed to its address (Send Code), and its field. */
function CodeProof({ email, field }: { email: string | undefined; field: BoundField }) {
  const sendCode = useWrite(endpoints.sendDeletionCode);
  const destination = sendCode.data?.codeDeliveryDetails.destination;
  return (
    <>
      <p className="account__text">
        {destination ? (
          <>
            Enter the code we e-mailed to <strong>{destination}</strong>.
          </>
        ) : (
          <>
            Your account has no password, so we e-mail a code to <strong>{email}</strong> to make sure it is you.
          </>
        )}
      </p>
      <button type="button" className="button" disabled={sendCode.isPending} onClick={() => sendCode.mutate({})}>
        {sendCode.isPending ? 'Sending…' : destination ? 'Send Again' : 'Send Code'}
      </button>
      {sendCode.error && <CallError inline error={sendCode.error} onDismiss={sendCode.reset} />}
      <CodeField label="Code" {...field} />
    </>
  );
}
