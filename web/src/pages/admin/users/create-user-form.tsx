import { useEffect, useRef } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { createUserRequest } from '#contract/admin/admin-schemas.ts';
import { useWrite } from '../../../api/use-write.ts';
import { CallError } from '../../../components/call-error.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { schemaFieldErrors, submitHandler, useForm } from '../../../hooks/use-form.ts';
import { DismissButton } from '../dismiss-button.tsx';
import './create-user-form.css';

/**
 * Create User: an e-mail address; the server makes the account and mails a temporary password, which
 * the user replaces at their first sign-in. `onCreated` gets the address once it is done (the users
 * list loads again meanwhile).
 */
export function CreateUserForm({ onCreated, onCancel }: { onCreated: (email: string) => void; onCancel: () => void }) {
  const form = useForm({ initial: { email: '' }, validate: (values) => schemaFieldErrors(createUserRequest, values) });
  const email = useRef<HTMLInputElement>(null);
  // Opened by its button: the address is what the admin types next.
  useEffect(() => email.current?.focus(), []);
  const address = form.values.email.trim();
  const create = useWrite(adminEndpoints.adminCreateUser, {
    invalidates: [adminEndpoints.adminUsers],
    onSuccess: () => onCreated(address),
  });
  const run = async () => create.mutate({ body: { email: address } });
  return (
    <form
      className="card create-user"
      noValidate
      aria-labelledby="create-user-title"
      onSubmit={submitHandler(form, { pending: create.isPending, run })}
    >
      <h2 id="create-user-title" className="create-user__title">
        Create User
      </h2>
      <p className="create-user__lead">
        The new user gets a temporary password by e-mail and chooses their own at their first sign-in.
      </p>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        inputRef={email}
        {...form.field('email')}
      />
      {create.error && (
        <CallError error={create.error}>
          <DismissButton onDismiss={create.reset} />
        </CallError>
      )}
      <div className="create-user__actions">
        <button type="submit" className="button button--primary" disabled={!form.valid || create.isPending}>
          {create.isPending ? 'Creating…' : 'Create User'}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
