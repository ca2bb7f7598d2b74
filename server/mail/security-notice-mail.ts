import type { OutgoingMail } from './mail-service.ts';
import { renderMail } from './render-mail.ts';

/** What changed in how an account signs in, as the notice to its owner words it. */
export type SecurityChange =
  | 'totp-added'
  | 'totp-removed'
  | 'email-added'
  | 'email-removed'
  | 'passkey-added'
  | 'passkey-removed'
  | 'recovery-codes-regenerated'
  | 'recovery-code-used';

const changes: Record<SecurityChange, string> = {
  'totp-added': 'An authenticator app was added to your Nemesis Day account. Signing in now asks for a code from it.',
  'totp-removed': 'The authenticator app was removed from your Nemesis Day account.',
  'email-added':
    'E-mail codes were turned on for your Nemesis Day account. Signing in now asks for a code sent to this address.',
  'email-removed': 'E-mail codes were turned off for your Nemesis Day account.',
  'passkey-added': 'A passkey was added to your Nemesis Day account. It signs you in without your password.',
  'passkey-removed': 'A passkey was removed from your Nemesis Day account.',
  'recovery-codes-regenerated':
    'New recovery codes were made for your Nemesis Day account. The old ones no longer work.',
  'recovery-code-used': 'A recovery code was used to sign in to your Nemesis Day account. Each code works once.',
};

/** The e-mail telling an account's owner that its sign-in methods changed. */
export function securityNoticeMail(to: string, change: SecurityChange, codesLeft?: number): OutgoingMail {
  const left =
    codesLeft === undefined ? '' : ` You have ${codesLeft} recovery ${codesLeft === 1 ? 'code' : 'codes'} left.`;
  const outro =
    'If this was not you, sign in, change your password and check the Security section of your account page at once.';
  return {
    to,
    subject: 'Your Nemesis Day sign-in methods changed',
    ...renderMail({ paragraphs: [changes[change] + left, { text: outro, small: true }] }),
  };
}
