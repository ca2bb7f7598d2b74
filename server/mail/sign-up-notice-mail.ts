import type { OutgoingMail } from './mail-service.ts';
import { renderMail } from './render-mail.ts';

/** The e-mail to the owner of an account when someone signs up again with its address: no code, only what to do. */
export function signUpNoticeMail(to: string): OutgoingMail {
  const intro =
    'Someone (hopefully you) just tried to create a Nemesis Day account with this e-mail address, but you already have one. ' +
    'Sign in with your password, or choose a new one with "Forgot your password?" on the sign-in page.';
  const outro =
    'If it was not you, you can ignore this e-mail: no new account was created, and nobody gets into yours without your password.';
  return {
    to,
    subject: 'Someone tried to create a Nemesis Day account with your e-mail address',
    ...renderMail({ paragraphs: [intro, { text: outro, small: true }] }),
  };
}
