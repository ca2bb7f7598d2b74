import type { ContactMessageRow } from '../db/schema.ts';
import type { OutgoingMail } from './mail-service.ts';
import { oneLine } from './one-line.ts';
import { renderMail } from './render-mail.ts';

/** A contact message as mailed to CONTACT_TO: who wrote (as typed, not verified), the subject and the message as text; replies go to the writer. */
export function contactMail(message: ContactMessageRow, to: string): OutgoingMail {
  const name = oneLine(message.name);
  const subject = oneLine(message.subject);
  return {
    id: message.id,
    to,
    subject: `Contact: ${subject}`,
    ...renderMail({
      heading: 'a message from the contact form',
      paragraphs: [
        { text: `From: ${name} (${message.email}), not verified`, small: true },
        { textLabel: 'Subject:', bold: subject, text: '' },
        { text: message.message, quote: true },
        { text: `Reply to this e-mail to answer ${name}.`, small: true },
      ],
    }),
    replyTo: message.email,
  };
}
