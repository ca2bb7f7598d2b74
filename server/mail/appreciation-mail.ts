import type { AppreciationNoteRow } from '../db/schema.ts';
import { escapeHtml } from '../escape-html.ts';
import { brandedHtml, htmlQuote, htmlRow, oneLine, smallPrint, textSignature } from './branded-mail.ts';
import type { OutgoingMail } from './mail-service.ts';

/** Where the recipient stops all further notes: the page of the stop link, and the RFC 8058 one-click URL. */
export interface StopLinks {
  page: string;
  oneClick: string;
}

/**
 * The Nemesis Note as mailed to the nemesis: says plainly who sent it (name and address as typed,
 * marked as not verified), replies go to the sender, the appreciation is quoted as text, and it
 * ends with the one-click stop link (also in List-Unsubscribe, RFC 8058).
 */
export function appreciationMail(note: AppreciationNoteRow, stop: StopLinks): OutgoingMail {
  const nemesis = oneLine(note.nemesisName);
  const sender = oneLine(note.senderName);
  const sentBy = 'sent you a Nemesis Note: a thank-you to the rival who makes them better.';
  const unverified = 'Nemesis Day has not verified this name or address: they are as the sender typed them.';
  const reply = `Reply to this e-mail to answer ${sender}.`;
  const text = [
    'Nemesis Day',
    `Hello ${nemesis},`,
    `${sender} (${note.senderEmail}) ${sentBy}\n${unverified}`,
    `Why they appreciate you:\n\n${note.appreciation}`,
    reply,
    `No more Nemesis Notes? Stop all notes to this address with one click:\n${stop.page}`,
    textSignature,
  ].join('\n\n');
  const html = brandedHtml(
    [
      htmlRow(`Hello ${escapeHtml(nemesis)},`),
      htmlRow(`<strong>${escapeHtml(sender)}</strong> (${escapeHtml(note.senderEmail)}) ${sentBy}`),
      htmlRow(unverified, smallPrint),
      htmlRow('Why they appreciate you:'),
      htmlQuote(note.appreciation),
      htmlRow(escapeHtml(reply)),
      htmlRow(`No more Nemesis Notes? <a href="${escapeHtml(stop.page)}" style="color:#f5b942">Stop all notes to this address</a> with one click.`, smallPrint),
    ].join('\n'),
  );
  return {
    id: note.id,
    to: note.nemesisEmail,
    subject: `A Nemesis Note from ${sender}`,
    text: `${text}\n`,
    html,
    replyTo: note.senderEmail,
    headers: { 'List-Unsubscribe': `<${stop.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
