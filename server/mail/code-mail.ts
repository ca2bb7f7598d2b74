import type { CodePurpose } from '../db/schema.ts';
import type { OutgoingMail } from './mail-service.ts';
import { renderMail } from './render-mail.ts';

const purposes: Record<CodePurpose, { subject: string; intro: string }> = {
  'confirm-sign-up': {
    subject: 'Your Nemesis Day confirmation code',
    intro: 'Welcome to Nemesis Day! Enter this code to confirm your e-mail address and finish creating your account:',
  },
  'reset-password': {
    subject: 'Your Nemesis Day password reset code',
    intro:
      'Someone (hopefully you) asked to reset the password of your Nemesis Day account. Enter this code to choose a new one:',
  },
  'sign-in': {
    subject: 'Your Nemesis Day sign-in code',
    intro:
      'Someone (hopefully you) signed in to your Nemesis Day account with its password. Enter this code to finish signing in:',
  },
  'verify-email': {
    subject: 'Your Nemesis Day code to verify your e-mail address',
    intro: 'Enter this code to verify the e-mail address of your Nemesis Day account:',
  },
  'mfa-setup': {
    subject: 'Your Nemesis Day code to turn on e-mail codes',
    intro: 'Enter this code on your account page to get a code by e-mail each time you sign in:',
  },
  'change-email': {
    subject: 'Your Nemesis Day code to change your e-mail address',
    intro:
      'Someone (hopefully you) asked to sign in to their Nemesis Day account with this e-mail address from now on. Enter this code on the account page to make the change:',
  },
  'delete-account': {
    subject: 'Your Nemesis Day code to delete your account',
    intro:
      'Someone (hopefully you) asked to delete your Nemesis Day account. Enter this code on your account page to delete it for good:',
  },
};

/** The branded e-mail carrying a 6-digit code, in plain text and HTML. */
export function codeMail(to: string, purpose: CodePurpose, code: string, validMinutes: number): OutgoingMail {
  const { subject, intro } = purposes[purpose];
  const outro = `The code expires in ${validMinutes} minutes and works once. If you did not ask for it, you can ignore this e-mail.`;
  // The code is a secret: the outbox shows it masked.
  return { to, subject, ...renderMail({ paragraphs: [intro, { text: outro, small: true }], code }), secrets: [code] };
}
