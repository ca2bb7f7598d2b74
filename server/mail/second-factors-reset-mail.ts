import type { OutgoingMail } from './mail-service.ts';
import { renderMail } from './render-mail.ts';

/** The e-mail telling an account's owner that an administrator reset its second factors and passkeys. */
export function secondFactorsResetMail(to: string, signInUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Your Nemesis Day second factors were reset',
    ...renderMail({
      heading: 'second factors reset',
      paragraphs: [
        'An administrator reset the second factors of your Nemesis Day account: its authenticator app, e-mail codes, recovery codes and passkeys are removed, and it was signed out everywhere.',
        'You now sign in with your password alone. You can set up an authenticator app, e-mail codes or a passkey again in the Security section of your account page.',
        { text: 'If you did not ask for this, sign in, change your password and contact us at once.', small: true },
      ],
      links: [{ before: 'Go to', label: 'sign in', after: 'to set them up again', url: signInUrl }],
    }),
  };
}
