import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { passwordHint } from '../auth/field-rules.ts';
import type { NewPasswordName } from '../auth/use-new-password-checks.ts';
import type { BoundField } from '../hooks/use-form.ts';
import { TextField } from './text-field.tsx';

/** What NewPasswordFields shows: the form they belong to, the policy for the hint, and the two labels. */
export interface NewPasswordFieldsProps {
  form: { field: (name: NewPasswordName) => BoundField };
  policy: PasswordPolicy;
  label?: string;
  confirmLabel?: string;
}

/** A new password (with the policy as its hint) and its confirmation, both for the browser's password manager as new. */
export function NewPasswordFields({
  form,
  policy,
  label = 'New Password',
  confirmLabel = 'Confirm Password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={passwordHint(policy)}
        {...form.field('newPassword')}
      />
      <TextField label={confirmLabel} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
    </>
  );
}
