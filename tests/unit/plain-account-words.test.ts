import { describe, expect, it } from 'vitest';
import { disabledBadge, loginTypeName } from '#contract/admin/admin-user-texts.ts';
import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { socialErrorMessages } from '#contract/auth/social-messages.ts';
import { userActionsFor, userDetailRows } from '../../web/src/pages/admin/users/user-detail-rows.tsx';
import type { UserAttributes } from '../../web/src/pages/admin/users/user-detail-rows.tsx';

const person: UserAttributes = {
  email: 'gary@example.test',
  status: 'CONFIRMED',
  enabled: true,
  login_type: 'cognito',
  linked_providers: 'google, oidc',
  mfa: 'off',
  admin: false,
  required_action: null,
};
const detail = (attributes: UserAttributes, label: string) =>
  userDetailRows(attributes).find(([name]) => name === label)?.[1];

describe('the words people read about accounts', () => {
  it('answers sign-in and security failures in plain words, not the original cloud provider’s', () => {
    expect(authErrorMessages).toMatchObject({
      NotAuthorizedException: 'Incorrect e-mail address or password.',
      wrongCurrentPassword: 'That is not your current password.',
      CodeMismatchException: 'That code is not right. Check it and try again.',
      ExpiredCodeException: 'That code has expired. Ask for a new one.',
      LimitExceededException: 'Too many attempts. Please wait a while and try again.',
      TooManyFailedAttemptsException: 'Too many wrong attempts. Please wait a while and try again.',
      UsernameExistsException: 'An account with this e-mail address already exists.',
      userDisabled: 'This account has been disabled. If you think this is a mistake, use the Contact page.',
      alreadyConfirmed: 'This account is already confirmed.',
    });
    // The spec's own texts stay word for word.
    expect(authErrorMessages.UserAlreadyAuthenticatedException).toBe('There is already a signed in user.');
    expect(authErrorMessages.challengeExpired).toBe('An error occurred during the sign in process');
    const ours = [...Object.values(authErrorMessages), socialErrorMessages.disabled, socialErrorMessages.emailTaken];
    for (const text of ours) expect(text).not.toMatch(/username|User is|provided|Current status|TOTP|cognito/i);
  });

  it('names login types as people do, keeping unknown values as they are', () => {
    expect(['cognito', 'google', 'facebook', 'oidc', 'passkey'].map(loginTypeName)).toEqual([
      'E-mail and password',
      'Google',
      'Facebook',
      'OpenID Connect',
      'Passkey',
    ]);
    expect(loginTypeName('ldap')).toBe('ldap');
    expect(detail(person, 'Login type')).toBe('E-mail and password');
    expect(detail(person, 'Linked providers')).toBe('Google, OpenID Connect');
    expect(detail({ ...person, login_type: null, linked_providers: null }, 'Login type')).toBe('None yet');
    expect(disabledBadge).toBe('Disabled');
  });

  it('offers only the actions not already in effect', () => {
    expect(userActionsFor(person)).toEqual(['disable', 'requirePasswordReset', 'grantAdmin']);
    expect(userActionsFor({ ...person, enabled: false, required_action: 'RESET_PASSWORD', admin: true })).toEqual([
      'enable',
      'revokeAdmin',
    ]);
    // ARCHIVED is a status, not a disabled account: Disable is still offered.
    expect(userActionsFor({ ...person, status: 'ARCHIVED', mfa: 'TOTP' })).toEqual([
      'disable',
      'requirePasswordReset',
      'resetSecondFactors',
      'grantAdmin',
    ]);
  });
});
