import type { ContactMessageRow } from '../db/schema.ts';
import { escapeHtml } from '../escape-html.ts';
import { brandedHtml, htmlQuote, htmlRow, oneLine, smallPrint, textSignature } from './branded-mail.ts';
import type { OutgoingMail } from './mail-service.ts';

/** A contact message as mailed to CONTACT_TO: who wrote (as typed, not verified), the subject and the message as text; replies go to the writer. */
export function contactMail(message: ContactMessageRow, to: string): OutgoingMail {
  const name = oneLine(message.name);
  const subject = oneLine(message.subject);
  const from = `From: ${name} (${message.email}), not verified`;
  const reply = `Reply to this e-mail to answer ${name}.`;
  return {
    id: message.id,
    to,
    subject: `Contact: ${subject}`,
    text: ['Nemesis Day: a message from the contact form', from, `Subject: ${subject}`, message.message, reply, textSignature].join('\n\n') + '\n',
    html: brandedHtml(
      [
        htmlRow('A message from the contact form'),
        htmlRow(escapeHtml(from), smallPrint),
        htmlRow(`<strong>${escapeHtml(subject)}</strong>`),
        htmlQuote(message.message),
        htmlRow(escapeHtml(reply), smallPrint),
      ].join('\n'),
    ),
    replyTo: message.email,
  };
}
