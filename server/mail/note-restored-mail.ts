import type { OutgoingMail } from './mail-service.ts';
import { renderMail } from './render-mail.ts';

/** Tells a note's author, who was mailed its removal, that an admin restored the note. */
export function noteRestoredMail(to: string, restored: { nemesisName: string; noteUrl: string }): OutgoingMail {
  return {
    to,
    subject: 'Your Nemesis Day note is back',
    ...renderMail({
      heading: 'note restored',
      paragraphs: [
        `Your note about ${restored.nemesisName} was restored by an administrator: anyone with its link can read it again.`,
      ],
      links: [{ before: 'Read', label: 'your note', after: 'or share it again', url: restored.noteUrl }],
    }),
  };
}
