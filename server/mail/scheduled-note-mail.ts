import type { AppreciationNoteRow } from '../db/schema.ts';
import { stopHeaders, stopLink } from './appreciation-mail.ts';
import type { StopLinks } from './appreciation-mail.ts';
import type { OutgoingMail } from './mail-service.ts';
import { oneLine } from './one-line.ts';
import { renderMail } from './render-mail.ts';

/**
 * The sender's confirmation of a Nemesis Note held for Nemesis Day: to whom, when it leaves (in the
 * zone they chose), and the link that cancels it until then. It goes to an address as typed, so it
 * follows Send a Nemesis Note's rules like a note to that address: it ends with that address's own
 * stop link (`stop`, also in List-Unsubscribe). Both links are the reader's alone: the outbox shows them masked.
 */
export function scheduledNoteMail(
  note: AppreciationNoteRow,
  moment: string,
  cancelUrl: string,
  stop: StopLinks,
): OutgoingMail {
  const nemesis = oneLine(note.nemesisName);
  return {
    to: note.senderEmail,
    // Nothing the sender typed in the subject: the address it goes to is as typed, unproved.
    subject: 'Your Nemesis Note waits for Nemesis Day',
    ...renderMail({
      heading: 'your Nemesis Note is set for the day',
      paragraphs: [
        `Hello ${oneLine(note.senderName)},`,
        { bold: nemesis, text: `gets your Nemesis Note on ${moment}.` },
        'Until then it waits with us, and nothing is sent to them.',
      ],
      links: [
        {
          before: 'Changed your mind?',
          label: 'Cancel this Nemesis Note',
          after: 'before it leaves',
          url: cancelUrl,
        },
        stopLink(stop),
      ],
    }),
    headers: stopHeaders(stop),
    secrets: [cancelUrl, stop.page],
  };
}
