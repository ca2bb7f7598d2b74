import { brandedMail } from './branded-mail.ts';
import type { OutgoingMail } from './mail-service.ts';

/** The e-mail to a user an admin created: their temporary password, to be replaced at the first sign-in. */
export function temporaryPasswordMail(to: string, password: string, signInUrl: string): OutgoingMail {
  return brandedMail(to, 'Your Nemesis Day account is ready', {
    intro: `An administrator created a Nemesis Day account for this e-mail address. Sign in at ${signInUrl} with this address and the temporary password below:`,
    code: password,
    outro: 'At your first sign-in you will choose your own password. If you did not expect this e-mail, you can ignore it.',
  });
}
