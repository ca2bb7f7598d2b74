import { reportReasonLabels } from '#contract/moderation/report-reasons.ts';
import type { ReportReason } from '#contract/moderation/report-reasons.ts';
import type { OutgoingMail } from './mail-service.ts';
import { renderMail } from './render-mail.ts';

/** The statement of reasons to a note's author when an admin removes the note. */
export function noteRemovedMail(
  to: string,
  removal: { nemesisName: string; reason: ReportReason; statement: string; accountUrl: string },
): OutgoingMail {
  return {
    to,
    subject: 'Your Nemesis Day note was removed',
    ...renderMail({
      heading: 'note removed',
      paragraphs: [
        `Your note about ${removal.nemesisName} was removed by an administrator, and no one can read it now.`,
        `Reason: ${reportReasonLabels[removal.reason]}`,
        'The administrator wrote:',
        { text: removal.statement, quote: true },
        {
          text: 'If you think this is a mistake, reply through the contact form and an administrator will look at it again.',
          small: true,
        },
      ],
      links: [{ before: 'Go to', label: 'your account', after: 'to see your notes', url: removal.accountUrl }],
    }),
  };
}
