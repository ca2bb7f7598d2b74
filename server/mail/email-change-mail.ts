import type { OutgoingMail } from './mail-service.ts';
import { renderMail } from './render-mail.ts';

/** The e-mail to an account's old address once it signs in with a new one: what changed, and what to do if it was not them. */
export function emailChangedMail(oldAddress: string, newAddress: string): OutgoingMail {
  const intro = `The e-mail address of your Nemesis Day account was changed from ${oldAddress} to ${newAddress}. You now sign in with the new address, and mail for the account goes there.`;
  const outro =
    'If this was not you, someone else may be in your account: sign in with the new address if you can, change your password, and contact the site admin.';
  return {
    to: oldAddress,
    subject: 'Your Nemesis Day e-mail address was changed',
    ...renderMail({ paragraphs: [intro, { text: outro, small: true }] }),
  };
}

/** The e-mail to the owner of an address another account asked to move to: no code, as the address is in use. */
export function emailTakenMail(to: string): OutgoingMail {
  const intro =
    'Someone (hopefully you) asked to move another Nemesis Day account to this e-mail address, but you already have an account with it, so nothing was changed. ' +
    'To use this address for the other account, delete or change the address of this one first.';
  const outro = 'If it was not you, you can ignore this e-mail: your account is as it was.';
  return {
    to,
    subject: 'Someone tried to use your e-mail address for another Nemesis Day account',
    ...renderMail({ paragraphs: [intro, { text: outro, small: true }] }),
  };
}
