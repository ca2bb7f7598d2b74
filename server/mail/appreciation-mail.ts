import type { AppreciationNoteRow } from '../db/schema.ts';
import type { OutgoingMail } from './mail-service.ts';
import { oneLine } from './one-line.ts';
import { renderMail } from './render-mail.ts';
import type { MailLink } from './render-mail.ts';

/** Where the recipient stops all further notes: the page of the stop link, and the RFC 8058 one-click URL. */
export interface StopLinks {
  page: string;
  oneClick: string;
}

/** The line that stops all further notes to the mail's address, which every mail of Send a Nemesis Note's rules ends with. */
export const stopLink = (stop: StopLinks): MailLink => ({
  before: 'No more Nemesis Notes?',
  label: 'Stop all notes to this address',
  after: 'with one click',
  url: stop.page,
});

/** The headers that let a mail provider offer the stop at once (RFC 8058 one-click). */
export const stopHeaders = (stop: StopLinks): Record<string, string> => ({
  'List-Unsubscribe': `<${stop.oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** What a Nemesis Note carries: the sender's appreciation, or (sent by a roast's author) the link to their roast. */
export type NoteKind = 'appreciation' | 'roast';

/**
 * The Nemesis Note as mailed to the nemesis: says plainly who sent it (name and address as typed,
 * marked as not verified; a roast's author sends from their account's address), replies go to the
 * sender, the appreciation or the roast's link is quoted as text, and it ends with the one-click stop
 * link (also in List-Unsubscribe, RFC 8058), which admins reading the outbox do not see.
 */
export function appreciationMail(
  note: AppreciationNoteRow,
  stop: StopLinks,
  kind: NoteKind = 'appreciation',
): OutgoingMail {
  const sender = oneLine(note.senderName);
  const roast = kind === 'roast';
  return {
    id: note.id,
    to: note.nemesisEmail,
    subject: roast ? `A Nemesis Day roast from ${sender}` : `A Nemesis Note from ${sender}`,
    ...renderMail({
      paragraphs: [
        `Hello ${oneLine(note.nemesisName)},`,
        roast
          ? {
              bold: sender,
              text: `(${note.senderEmail}) wrote you a roast for Nemesis Day, the day for the rival who makes them better.`,
              note: 'Nemesis Day has not verified this name: it is as the sender typed it.',
            }
          : {
              bold: sender,
              text: `(${note.senderEmail}) sent you a Nemesis Note: a thank-you to the rival who makes them better.`,
              note: 'Nemesis Day has not verified this name or address: they are as the sender typed them.',
            },
        ...(roast ? [] : ['Why they appreciate you:']),
        { text: note.appreciation, quote: true },
        `Reply to this e-mail to answer ${sender}.`,
      ],
      links: [stopLink(stop)],
    }),
    replyTo: note.senderEmail,
    headers: stopHeaders(stop),
    // The stop link is the recipient's alone (it also lets notes through again): the outbox shows it masked.
    secrets: [stop.page],
  };
}
