import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { confirmPasswordErrors, newPasswordErrors } from './field-rules.ts';
import { usePasswordPolicy } from './use-password-policy.ts';

/** The names of a new password's two fields in a form. */
export type NewPasswordName = 'newPassword' | 'confirmPassword';

/** A new password's checks, in the shape useForm takes, and the policy they follow. */
export interface NewPasswordChecks {
  policy: PasswordPolicy;
  validate: (values: Record<NewPasswordName, string>) => Record<NewPasswordName, string[]>;
  live: readonly NewPasswordName[];
  unfinished: (values: Record<NewPasswordName, string>) => Partial<Record<NewPasswordName, string[]>>;
}

/**
 * The checks of a new password and its confirmation by the server's policy (spec §5): both show
 * their messages while typing, and the form is ready only once the two match (a shorter confirmation
 * that differs says so only beside Submit).
 */
export function useNewPasswordChecks(): NewPasswordChecks {
  const policy = usePasswordPolicy();
  return {
    policy,
    validate: (values) => ({
      newPassword: newPasswordErrors(values.newPassword, policy),
      confirmPassword: confirmPasswordErrors(values.confirmPassword, values.newPassword),
    }),
    live: ['newPassword', 'confirmPassword'],
    unfinished: (values) => ({
      confirmPassword: values.confirmPassword === values.newPassword ? [] : [formMessages.passwordsMustMatch],
    }),
  };
}
