import { useEffect, useRef } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { createUserRequest } from '#contract/admin/admin-schemas.ts';
import { api } from '../../../api/api-client.ts';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { schemaFieldErrors, submitHandler, useForm } from '../../../hooks/use-form.ts';
import { useMutation } from '../../../hooks/use-mutation.ts';
import './create-user-form.css';

/**
 * Create User: an e-mail address; the server makes the account and mails a temporary password, which
 * the user replaces at their first sign-in. `onCreated` gets the address once it is done.
 */
export function CreateUserForm({ onCreated, onCancel }: { onCreated: (email: string) => void; onCancel: () => void }) {
  const form = useForm({ initial: { email: '' }, validate: (values) => schemaFieldErrors(createUserRequest, values) });
  const email = useRef<HTMLInputElement>(null);
  // Opened by its button: the address is what the admin types next.
  useEffect(() => email.current?.focus(), []);
  const create = useMutation(() => api.call(adminEndpoints.adminCreateUser, { body: { email: form.values.email.trim() } }));
  const run = async () => {
    if (await create.run()) onCreated(form.values.email.trim());
  };
  return (
    <form className="card create-user" noValidate aria-labelledby="create-user-title" onSubmit={submitHandler(form, { pending: create.pending, run })}>
      <h2 id="create-user-title" className="create-user__title">
        Create User
      </h2>
      <p className="create-user__lead">The new user gets a temporary password by e-mail and chooses their own at their first sign-in.</p>
      <TextField label="Email" type="email" inputMode="email" autoComplete="off" inputRef={email} {...form.field('email')} />
      <div className="create-user__actions">
        <FormSubmit submit={create} valid={form.valid} label="Create User" pendingLabel="Creating…" />
        <button type="button" className="button" onClick={onCancel} disabled={create.pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
