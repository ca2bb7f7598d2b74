import { z } from 'zod';
import { multiLine } from '../api/plain-text.ts';
import { emailPattern, formMessages } from '../auth/auth-messages.ts';
import { mailboxFields } from '../auth/mailbox-field.ts';
import { formLimits } from '../forms/forms-limits.ts';
import { honeypotField, submissionIdField } from '../forms/forms-schemas.ts';
import { moderationMessages } from './moderation-messages.ts';
import { moderationLimits, reportReasons } from './report-reasons.ts';

/** A reason from the list (a missing or unknown one: 'Please choose a reason'). */
export const reasonField = z.enum(reportReasons, { error: moderationMessages.reasonRequired });

/** The rule across two fields, for the server's schema and the form alike: Other needs details. */
export function detailsProblem(reason: string, details: string | undefined): string | undefined {
  return reason === 'other' && !details?.trim() ? moderationMessages.detailsRequired : undefined;
}

/** Blank optional text is no text; a block of plain text otherwise. */
const optionalText = (max: number, tooLong: string) =>
  multiLine(z.string().trim().max(max, tooLong))
    .optional()
    .transform((text) => text || undefined);

/**
 * POST /api/v1/nemesis-notes/:shortUuid/report: a reason, details (required for Other), an e-mail
 * for an answer, the honeypot `website` and the idempotency key of the offline queue.
 */
export const reportNoteRequest = z
  .object({
    reason: reasonField,
    details: optionalText(moderationLimits.detailsMax, moderationMessages.detailsTooLong),
    email: z
      .string()
      .trim()
      .max(formLimits.emailMax, formMessages.invalidEmail)
      .refine((email) => email === '' || emailPattern.test(email), formMessages.invalidEmail)
      .register(mailboxFields, { invalid: formMessages.invalidEmail })
      .optional()
      .transform((email) => email || undefined),
    website: honeypotField,
    submissionId: submissionIdField,
  })
  .superRefine((report, ctx) => {
    const problem = detailsProblem(report.reason, report.details);
    if (problem) ctx.addIssue({ code: 'custom', path: ['details'], message: problem });
  });
export type ReportNoteRequest = z.infer<typeof reportNoteRequest>;

/** What a report answers once taken (or ignored: a repeat, a bot). */
export const reportNoteResponse = z.object({ success: z.literal(true) });

/** How a note's author sees a hidden note of theirs: removed (with the reason and statement) or on hold. */
export const noteModeration = z.object({
  status: z.enum(['removed', 'under-review']),
  reason: reasonField.optional(),
  statement: z.string().optional(),
});
export type NoteModeration = z.infer<typeof noteModeration>;
