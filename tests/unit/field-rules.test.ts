import { describe, expect, it } from 'vitest';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { confirmPasswordErrors, newPasswordErrors } from '../../web/src/auth/field-rules.ts';

const policy = { minLength: 8, rules: ['numbers', 'uppercase'] } as const;

describe('new password rules in the forms', () => {
  it('says a new password is required before anything else', () => {
    expect(newPasswordErrors('', policy)).toEqual([formMessages.required]);
  });

  it('lists every rule of the policy a new password breaks', () => {
    expect(newPasswordErrors('short', policy)).toEqual([
      'Password must have at least 8 characters',
      'Password must have numbers',
      'Password must have upper case letters',
    ]);
    expect(newPasswordErrors('Long enough 1', policy)).toEqual([]);
  });

  it('refuses more than 256 characters as the server does', () => {
    expect(newPasswordErrors(`A1${'x'.repeat(254)}`, policy)).toEqual([]);
    expect(newPasswordErrors(`A1${'x'.repeat(255)}`, policy)).toEqual(['Password must be 256 characters or less']);
  });

  it('says the passwords differ only from 6 characters', () => {
    expect(confirmPasswordErrors('Long1', 'Long enough 1')).toEqual([]);
    expect(confirmPasswordErrors('Long e', 'Long enough 1')).toEqual([formMessages.passwordsMustMatch]);
    expect(confirmPasswordErrors('', 'Long enough 1')).toEqual([formMessages.required]);
  });
});
