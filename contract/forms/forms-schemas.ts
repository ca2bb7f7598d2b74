import { z } from 'zod';
import { mailboxField } from '../auth/mailbox-field.ts';
import { multiLine, singleLine } from '../api/plain-text.ts';
import { timeZoneField } from '../site/time-zone-field.ts';
import { formLimits } from './forms-limits.ts';
import {
  appreciationMessages,
  contactMessages,
  invalidSubmissionId,
  scheduledNoteMessages,
  stopMessages,
} from './forms-messages.ts';

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * The idempotency key: a UUID the client makes once per submission and sends with every try of it.
 * A repeat is answered like the first try and never sends anything twice.
 */
export const submissionIdField = z.uuid({ error: invalidSubmissionId }).optional();

/**
 * The honeypot: a field the form hides from people, so only bots fill it. A submission with
 * anything in it is answered as if sent, and nothing is stored or sent.
 */
export const honeypotField = z.string().optional();

/** Step 1 of Send a Nemesis Note: who the nemesis is and why the sender appreciates them. */
export const appreciationStepOne = z.object({
  nemesisName: singleLine(
    requiredText(formLimits.nameMax, appreciationMessages.nemesisNameRequired, appreciationMessages.nameTooLong),
  ),
  nemesisEmail: mailboxField(appreciationMessages.nemesisEmailRequired, appreciationMessages.invalidEmail),
  appreciation: multiLine(
    requiredText(
      formLimits.appreciationMax,
      appreciationMessages.appreciationRequired,
      appreciationMessages.appreciationTooLong,
    ),
  ),
});

/** Step 2 ('Almost there...'): who sends it, and the agreement to the Terms of Service and Privacy Policy. */
export const appreciationStepTwo = z.object({
  senderName: singleLine(
    requiredText(formLimits.nameMax, appreciationMessages.senderNameRequired, appreciationMessages.nameTooLong),
  ),
  senderEmail: mailboxField(appreciationMessages.senderEmailRequired, appreciationMessages.invalidEmail),
  agree: z.literal(true, { error: appreciationMessages.agreeRequired }),
});

/**
 * When a Nemesis Note goes: `now` (also when left out, as the spec's form sends it), or `nemesis-day`:
 * held until 09:00 on the next 15 February in `timeZone` (an IANA name; the browser's by default).
 */
export const appreciationDelivery = z.object({
  deliver: z.enum(['now', 'nemesis-day']).optional(),
  timeZone: timeZoneField.optional(),
});

/** POST /api/v1/send-nemesis-note: the spec's appreciation submission, when it goes, the honeypot `website` and the idempotency key. */
export const appreciationRequest = appreciationStepOne
  .extend(appreciationStepTwo.shape)
  .extend(appreciationDelivery.shape)
  .extend({ website: honeypotField, submissionId: submissionIdField })
  .refine((request) => request.deliver !== 'nemesis-day' || request.timeZone !== undefined, {
    path: ['timeZone'],
    message: appreciationMessages.timeZoneRequired,
  });
export type AppreciationRequest = z.infer<typeof appreciationRequest>;

/** POST /api/v1/contact: the spec's contact form, the honeypot `website` and the idempotency key. */
export const contactRequest = z.object({
  name: singleLine(requiredText(formLimits.nameMax, contactMessages.nameRequired, contactMessages.nameTooLong)),
  email: mailboxField(contactMessages.emailRequired, contactMessages.invalidEmail),
  subject: singleLine(
    requiredText(formLimits.subjectMax, contactMessages.subjectRequired, contactMessages.subjectTooLong),
  ),
  message: multiLine(
    requiredText(formLimits.messageMax, contactMessages.messageRequired, contactMessages.messageTooLong),
  ),
  website: honeypotField,
  submissionId: submissionIdField,
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** What both forms answer once the submission is safely taken (a failure is the usual error body). */
export const formSentResponse = z.object({ success: z.literal(true) });
export type FormSentResponse = z.infer<typeof formSentResponse>;

/**
 * What Send a Nemesis Note (and "Send it to them") answers: with `deliverAt`, the moment (ISO 8601)
 * the server holds the note until, 09:00 on Nemesis Day in the zone chosen; without it, the note has gone.
 */
export const nemesisNoteSentResponse = formSentResponse.extend({ deliverAt: z.string().optional() });
export type NemesisNoteSentResponse = z.infer<typeof nemesisNoteSentResponse>;

/** The signed token of a stop link (`/stop?token=…`), as the e-mail carried it. */
export const stopToken = z.object({
  token: z
    .string({ error: stopMessages.invalidLink })
    .min(1, stopMessages.invalidLink)
    .max(300, stopMessages.invalidLink),
});

/** The signed token of a held Nemesis Note's cancel link (`/send-nemesis-note/cancel?token=…`), as the sender's e-mail carried it. */
export const scheduledNoteToken = z.object({
  token: z
    .string({ error: scheduledNoteMessages.invalidLink })
    .min(1, scheduledNoteMessages.invalidLink)
    .max(300, scheduledNoteMessages.invalidLink),
});

/**
 * A held Nemesis Note as its cancel link shows it: `scheduled` (its moment is to come: it can be
 * cancelled), `sending` (its moment came: on its way), `sent`, `cancelled`, `stopped` (the recipient
 * stopped notes before it left) or `failed` (the mail server never took it).
 */
export const scheduledNoteResponse = z.object({
  state: z.enum(['scheduled', 'sending', 'sent', 'cancelled', 'stopped', 'failed']),
  nemesisName: z.string(),
  deliverAt: z.string(),
});
export type ScheduledNoteResponse = z.infer<typeof scheduledNoteResponse>;

/** Whether Nemesis Notes to the stop link's address are stopped. */
export const stopResponse = z.object({ stopped: z.boolean() });
