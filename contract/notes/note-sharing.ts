import type { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import {
  appreciationDelivery,
  appreciationStepOne,
  appreciationStepTwo,
  nemesisNoteSentResponse,
  submissionIdField,
} from '../forms/forms-schemas.ts';
import { appreciationMessages } from '../forms/forms-messages.ts';
import { noteParams } from './note-endpoints.ts';

/** Texts of "Send it to them": the note's link mailed to its nemesis, now or on Nemesis Day. */
export const noteSharingMessages = {
  title: 'Send it to them',
  /** After 'E-mail the link to {name}.' */
  intro: 'It comes from you, with a link that stops all Nemesis Notes to their address.',
  /** The words the nemesis's mail quotes: followed by the note's link. */
  mailText: 'I wrote you a roast for Nemesis Day, 15 February. Read it here:',
  sent: 'Sent! The link is on its way to them.',
  /** Followed by the moment it leaves, in the zone chosen, then `cancellable`. */
  scheduled: 'Done: it reaches them on Nemesis Day, ',
  cancellable: 'We e-mailed you a link that cancels it until then.',
} as const;

/** The fields the author types for "Send it to them": the nemesis's e-mail and their own name, as Send a Nemesis Note checks them. */
export const sendNoteFields = appreciationStepOne
  .pick({ nemesisEmail: true })
  .extend(appreciationStepTwo.pick({ senderName: true }).shape);

/**
 * The author's "Send it to them": the nemesis's e-mail, the author's name as they know them, and
 * when it goes, as Send a Nemesis Note takes them; the link, the nemesis's name and the sender's
 * address (their account's) come from the note and the session.
 */
export const sendNoteRequest = sendNoteFields
  .extend(appreciationDelivery.shape)
  .extend({ submissionId: submissionIdField })
  .refine((request) => request.deliver !== 'nemesis-day' || request.timeZone !== undefined, {
    path: ['timeZone'],
    message: appreciationMessages.timeZoneRequired,
  });
export type SendNoteRequest = z.infer<typeof sendNoteRequest>;

/**
 * The note's link mailed to its nemesis by its author, through Send a Nemesis Note: its limits, the
 * recipient's stop list (403 RECIPIENT_STOPPED) and stop link, and Nemesis Day delivery. Only the
 * author may send it (NOTE_NOT_FOUND for anyone else); a repeat with its idempotency key sends nothing twice.
 */
export const noteSharingEndpoints = {
  sendNoteToNemesis: {
    method: 'POST',
    path: '/api/v1/nemesis-notes/:shortUuid/send-to-nemesis',
    params: noteParams,
    body: sendNoteRequest,
    response: nemesisNoteSentResponse,
    retry: 'default',
    access: 'user',
    cache: 'default',
    description:
      "The note's link e-mailed to its nemesis by its author, now or at 09:00 on Nemesis Day in a chosen time zone, under Send a Nemesis Note's limits, stop list and stop link.",
  },
} as const satisfies Record<string, Endpoint>;
