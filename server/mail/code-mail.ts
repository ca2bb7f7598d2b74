import type { CodePurpose } from '../db/schema.ts';
import { brandedHtml, htmlRow, textSignature } from './branded-mail.ts';
import type { OutgoingMail } from './mail-service.ts';

const purposes: Record<CodePurpose, { subject: string; intro: string }> = {
  'confirm-sign-up': {
    subject: 'Your Nemesis Day confirmation code',
    intro: 'Welcome to Nemesis Day! Enter this code to confirm your e-mail address and finish creating your account:',
  },
  'reset-password': {
    subject: 'Your Nemesis Day password reset code',
    intro: 'Someone (hopefully you) asked to reset the password of your Nemesis Day account. Enter this code to choose a new one:',
  },
};

/** The branded e-mail carrying a 6-digit code, in plain text and HTML. */
export function codeMail(to: string, purpose: CodePurpose, code: string, validMinutes: number): OutgoingMail {
  const { subject, intro } = purposes[purpose];
  const outro = `The code expires in ${validMinutes} minutes and works once. If you did not ask for it, you can ignore this e-mail.`;
  return {
    to,
    subject,
    text: `Nemesis Day\n\n${intro}\n\n    ${code}\n\n${outro}\n\n${textSignature}\n`,
    html: brandedHtml(
      [
        htmlRow(intro),
        `<tr><td align="center" style="padding:24px 0"><span style="display:inline-block;font-size:32px;letter-spacing:8px;font-weight:bold;background:#1a0b1f;color:#ffffff;border:2px solid #f5b942;border-radius:10px;padding:12px 20px">${code}</span></td></tr>`,
        htmlRow(outro, 'font-size:14px;line-height:1.5;color:#cbb8d2'),
      ].join('\n'),
    ),
  };
}
