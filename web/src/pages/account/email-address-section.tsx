import { useState } from 'react';
import { emailChangeMessages } from '#contract/auth/account-data.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useEndpoint } from '../../api/use-endpoint.ts';
import { useWrite } from '../../api/use-write.ts';
import { codeErrors, emailErrors, passwordErrors } from '../../auth/field-rules.ts';
import { useSession } from '../../auth/session-context.ts';
import { Alert } from '../../components/alert.tsx';
import { CodeField } from '../../components/code-field.tsx';
import { FormSubmit, formWrite } from '../../components/form-submit.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import '../../components/auth-form.css';
import './account-page.css';

/**
 * E-mail Address: the address the user signs in with, and changing it. The new address is proved with
 * a code mailed to it (and, for an account with a password, the password proves it is the owner); the
 * account moves only then, and its old address is told.
 */
export function EmailAddressSection({ email }: { email: string }) {
  const adminBy = useSession().claims?.adminBy;
  const [open, setOpen] = useState(false);
  // Where the code went (masked), once sent: the code's step.
  const [sentTo, setSentTo] = useState<string>();
  const [changedTo, setChangedTo] = useState<string>();
  const close = () => {
    setOpen(false);
    setSentTo(undefined);
  };

  return (
    <section className="card account__section" aria-labelledby="email-address-title">
      <h2 id="email-address-title">E-mail Address</h2>
      <p className="account__text">
        You sign in with <strong>{email}</strong>, and mail from Nemesis Day goes there.
      </p>
      {changedTo && (
        <Alert tone="success" onDismiss={() => setChangedTo(undefined)}>
          Your e-mail address is now {changedTo}. We told your old address about the change.
        </Alert>
      )}
      {adminBy === 'ADMIN_EMAILS' ? (
        // Said before anything is typed: the server refuses this change, and why.
        <p className="account__text">{emailChangeMessages.adminByServerSetting}</p>
      ) : !open ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            setChangedTo(undefined);
            setOpen(true);
          }}
        >
          Change E-mail Address
        </button>
      ) : sentTo ? (
        <CodeStep
          sentTo={sentTo}
          onChanged={(address) => {
            setChangedTo(address);
            close();
          }}
          onBack={() => setSentTo(undefined)}
          onCancel={close}
        />
      ) : (
        <AddressStep email={email} adminMoves={adminBy === 'admin-users'} onSent={setSentTo} onCancel={close} />
      )}
    </section>
  );
}

/** The new address, and the password of an account that has one; Send Code mails the code to the new address. An admin of the panel's list is told the right goes along. */
function AddressStep({
  email,
  adminMoves,
  onSent,
  onCancel,
}: {
  email: string;
  adminMoves: boolean;
  onSent: (destination: string) => void;
  onCancel: () => void;
}) {
  // An account a provider made has no password: the code to the new address is its only proof.
  const withPassword = useEndpoint(endpoints.signInMethods).data?.hasPassword !== false;
  const form = useForm({
    initial: { newEmail: '', password: '' },
    validate: (values) => {
      const typed = emailErrors(values.newEmail);
      const same = typed.length === 0 && values.newEmail.trim().toLowerCase() === email;
      return {
        newEmail: same ? [emailChangeMessages.sameAddress] : typed,
        password: withPassword ? passwordErrors(values.password) : [],
      };
    },
    labels: { newEmail: 'New E-mail Address', password: 'Current Password' },
  });
  const start = useWrite(endpoints.changeEmail, {
    onSuccess: (answer) => onSent(answer.codeDeliveryDetails.destination),
  });
  const submit = formWrite(start, () =>
    start.mutate({
      body: {
        newEmail: form.values.newEmail.trim(),
        ...(withPassword ? { password: form.values.password } : {}),
      },
    }),
  );

  return (
    <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
      {adminMoves && <p className="account__text">{emailChangeMessages.adminMoves}</p>}
      <TextField
        label="New E-mail Address"
        type="email"
        inputMode="email"
        autoComplete="email"
        hint="We e-mail a code to it, to make sure it is yours."
        {...form.field('newEmail')}
      />
      {withPassword && (
        <TextField
          label="Current Password"
          hint="To confirm it is you."
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
      )}
      <FormSubmit submit={submit} valid={form.valid} missing={form.missing} label="Send Code" pendingLabel="Sending…" />
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

/** The code mailed to the new address; confirming it moves the account there. */
function CodeStep({
  sentTo,
  onChanged,
  onBack,
  onCancel,
}: {
  sentTo: string;
  onChanged: (address: string) => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const { refresh } = useSession();
  const form = useForm({
    initial: { code: '' },
    validate: (values) => ({ code: codeErrors(values.code) }),
    labels: { code: 'Code' },
  });
  const confirm = useWrite(endpoints.confirmEmailChange, {
    onSuccess: (answer) => {
      onChanged(answer.email);
      // The session's claims name the account by its address.
      void refresh();
    },
  });
  const submit = formWrite(confirm, () => confirm.mutate({ body: { code: form.values.code.trim() } }));

  return (
    <form className="auth-form" noValidate onSubmit={submitHandler(form, submit)}>
      <p className="account__text">
        Enter the code we e-mailed to <strong>{sentTo}</strong>. Your address changes only once you do.
      </p>
      <CodeField label="Code" {...form.field('code')} />
      <FormSubmit
        submit={submit}
        valid={form.valid}
        missing={form.missing}
        label="Change E-mail Address"
        pendingLabel="Changing…"
      />
      <button type="button" className="button" onClick={onBack}>
        Use Another Address
      </button>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
