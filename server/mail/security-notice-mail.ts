import type { OutgoingMail } from './mail-service.ts';
import { renderMail } from './render-mail.ts';

/** What changed in how an account signs in, or what was done with it, as the notice to its owner words it. */
export type SecurityChange =
  | 'totp-added'
  | 'totp-removed'
  | 'email-added'
  | 'email-removed'
  | 'passkey-added'
  | 'passkey-removed'
  | 'recovery-codes-regenerated'
  | 'recovery-code-used'
  | 'password-changed';

const methodsChanged = 'Your Nemesis Day sign-in methods changed';
// Someone who changed the password behind the owner's back has locked them out of signing in: a reset is their way back.
const lockedOut =
  'If this was not you, reset your password at once with “Forgot your password?” on the sign-in page, then check the Security section of your account page.';
const checkSecurity =
  'If this was not you, sign in, change your password and check the Security section of your account page at once.';

const notices: Record<SecurityChange, { subject: string; text: string; outro: string }> = {
  'totp-added': {
    subject: methodsChanged,
    text: 'An authenticator app was added to your Nemesis Day account. Signing in now asks for a code from it.',
    outro: checkSecurity,
  },
  'totp-removed': {
    subject: methodsChanged,
    text: 'The authenticator app was removed from your Nemesis Day account.',
    outro: checkSecurity,
  },
  'email-added': {
    subject: methodsChanged,
    text: 'E-mail codes were turned on for your Nemesis Day account. Signing in now asks for a code sent to this address.',
    outro: checkSecurity,
  },
  'email-removed': {
    subject: methodsChanged,
    text: 'E-mail codes were turned off for your Nemesis Day account.',
    outro: checkSecurity,
  },
  'passkey-added': {
    subject: methodsChanged,
    text: 'A passkey was added to your Nemesis Day account. It signs you in without your password.',
    outro: checkSecurity,
  },
  'passkey-removed': {
    subject: methodsChanged,
    text: 'A passkey was removed from your Nemesis Day account.',
    outro: checkSecurity,
  },
  'recovery-codes-regenerated': {
    subject: methodsChanged,
    text: 'New recovery codes were made for your Nemesis Day account. The old ones no longer work.',
    outro: checkSecurity,
  },
  'recovery-code-used': {
    subject: 'A recovery code was used to sign in to your Nemesis Day account',
    text: 'A recovery code was used to sign in to your Nemesis Day account. Each code works once.',
    outro: checkSecurity,
  },
  'password-changed': {
    subject: 'Your Nemesis Day password was changed',
    text: 'The password of your Nemesis Day account was changed. Every other device signed in to it was signed out, and its personal access tokens were revoked.',
    outro: lockedOut,
  },
};

/** The e-mail telling an account's owner that its sign-in methods changed, or that one was used (a recovery code) or changed (the password). */
export function securityNoticeMail(to: string, change: SecurityChange, codesLeft?: number): OutgoingMail {
  const { subject, text, outro } = notices[change];
  const left =
    codesLeft === undefined ? '' : ` You have ${codesLeft} recovery ${codesLeft === 1 ? 'code' : 'codes'} left.`;
  return {
    to,
    subject,
    ...renderMail({ paragraphs: [text + left, { text: outro, small: true }] }),
  };
}
