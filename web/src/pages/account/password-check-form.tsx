import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '#contract/api/api-error.ts';
import { passwordErrors } from '../../auth/field-rules.ts';
import { formWrite } from '../../components/form-submit.tsx';
import { TextField } from '../../components/text-field.tsx';
import { submitHandler, useForm } from '../../hooks/use-form.ts';
import { PanelButtons } from './panel-buttons.tsx';
import '../../components/auth-form.css';

/** A change to how the user signs in that needs their password first (`check`, a write given the password): the field, the action's button and Cancel. */
export function PasswordCheckForm({
  label,
  pendingLabel,
  check,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  check: UseMutationResult<unknown, ApiError, string>;
  onCancel: () => void;
}) {
  const form = useForm({
    initial: { password: '' },
    validate: (values) => ({ password: passwordErrors(values.password) }),
  });
  const submit = formWrite(check, () => check.mutate(form.values.password));
  return (
    <form className="auth-form sign-in-method__panel" noValidate onSubmit={submitHandler(form, submit)}>
      <TextField
        label="Current Password"
        hint="To confirm it is you."
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <PanelButtons submit={submit} valid={form.valid} label={label} pendingLabel={pendingLabel} onCancel={onCancel} />
    </form>
  );
}
