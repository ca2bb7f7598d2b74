import { describe, expect, it } from 'vitest';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { confirmPasswordErrors, emailErrors } from '../../web/src/auth/field-rules.ts';
import { missingText } from '../../web/src/components/missing-text.ts';
import { failingFields, stillNeeded } from '../../web/src/hooks/use-form.ts';

const labels = { email: 'Email', newPassword: 'Password', confirmPassword: 'Confirm Password' };

/** What the sign-up form says beside Create Account for these values. */
function said(values: Record<keyof typeof labels, string>) {
  const errors = {
    email: emailErrors(values.email),
    newPassword: values.newPassword === '' ? [formMessages.required] : [],
    confirmPassword: confirmPasswordErrors(values.confirmPassword, values.newPassword),
  };
  const unfinished = {
    confirmPassword: values.confirmPassword === values.newPassword ? [] : [formMessages.passwordsMustMatch],
  };
  return missingText(stillNeeded(values, failingFields(values, errors, unfinished), labels));
}

describe('what a Submit that is off says is still needed', () => {
  it('names each empty field by its label, in the form’s order', () => {
    expect(said({ email: '', newPassword: '', confirmPassword: '' })).toBe(
      'Still needed: Email, Password, Confirm Password.',
    );
  });

  it('asks to check a field that holds something a rule refuses', () => {
    expect(said({ email: 'not an address', newPassword: 'long enough 1', confirmPassword: '' })).toBe(
      'Still needed: Confirm Password. Check Email.',
    );
  });

  it('counts what is not finished though no rule fails yet, and says nothing once all is done', () => {
    const typed = { email: 'rival@example.test', newPassword: 'long enough 1' };
    // Shorter than the length from which the field says the passwords differ.
    expect(said({ ...typed, confirmPassword: 'long' })).toBe('Check Confirm Password.');
    expect(stillNeeded({ ...typed, confirmPassword: typed.newPassword }, [], labels)).toEqual([]);
  });

  it('asks for every field when a form names none', () => {
    expect(missingText([])).toBe('Fill in the fields above to continue.');
  });
});
