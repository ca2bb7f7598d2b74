import { formMessages, passwordProblems } from '#contract/auth/auth-messages.ts';
import type { PasswordPolicy } from '#contract/auth/auth-messages.ts';
import { codeField, createTokenRequest, emailField, passwordField } from '#contract/auth/auth-schemas.ts';
import { mfaCodeField } from '#contract/auth/mfa-schemas.ts';
import { schemaErrors } from '../hooks/use-form.ts';

// The sign-in forms check what the server's schemas check, with the same messages (spec §5).

/** An e-mail: required, valid (trimmed first). */
export function emailErrors(value: string): string[] {
  return schemaErrors(emailField, value);
}

/** A password being typed to sign in or prove who one is: only required. */
export function passwordErrors(value: string): string[] {
  return schemaErrors(passwordField, value);
}

/** A new password: required and at most 256 characters, then every rule of the policy it breaks. */
export function newPasswordErrors(value: string, policy: PasswordPolicy): string[] {
  const typed = schemaErrors(passwordField, value);
  return typed.length > 0 ? typed : passwordProblems(value, policy);
}

/** Number of characters from which the confirm field says the passwords differ (spec §5). */
export const confirmPasswordCheckFrom = 6;

/** The confirm-password field: required, and 'Your passwords must match' once it is 6 or more characters and differs. */
export function confirmPasswordErrors(confirm: string, password: string): string[] {
  if (confirm === '') return [formMessages.required];
  return confirm.length >= confirmPasswordCheckFrom && confirm !== password ? [formMessages.passwordsMustMatch] : [];
}

/** A personal access token's name: required, at most 100 characters. */
export function tokenNameErrors(value: string): string[] {
  return schemaErrors(createTokenRequest.shape.name, value);
}

/** A 6-digit code from an e-mail. */
export function codeErrors(value: string): string[] {
  return schemaErrors(codeField, value);
}

const ruleWords = {
  lowercase: 'lower case letters',
  uppercase: 'upper case letters',
  numbers: 'numbers',
  special: 'special characters',
} as const;

/** A line of help for a new-password field: the policy in a sentence. */
export function passwordHint(policy: PasswordPolicy): string {
  const rules = policy.rules.map((rule) => ruleWords[rule]);
  const withRules =
    rules.length === 0
      ? ''
      : `, with ${rules.length === 1 ? rules[0] : `${rules.slice(0, -1).join(', ')} and ${rules.at(-1)}`}`;
  return `At least ${policy.minLength} characters${withRules}.`;
}

/** A 6-digit code from an authenticator app or an e-mail, for a second factor. */
export function mfaCodeErrors(value: string): string[] {
  return schemaErrors(mfaCodeField, value);
}
