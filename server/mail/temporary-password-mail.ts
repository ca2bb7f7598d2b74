import type { OutgoingMail } from './mail-service.ts';
import { renderMail } from './render-mail.ts';

/** The e-mail to a user an admin created: their temporary password, to be replaced at the first sign-in. */
export function temporaryPasswordMail(to: string, password: string, signInUrl: string): OutgoingMail {
  const intro = `An administrator created a Nemesis Day account for this e-mail address. Sign in at ${signInUrl} with this address and the temporary password below:`;
  const outro =
    'At your first sign-in you will choose your own password. If you did not expect this e-mail, you can ignore it.';
  // The password is a secret: the outbox shows it masked.
  return {
    to,
    subject: 'Your Nemesis Day account is ready',
    ...renderMail({ paragraphs: [intro, { text: outro, small: true }], code: password }),
    secrets: [password],
  };
}
