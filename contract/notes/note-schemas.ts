import { z } from 'zod';
import { multiLine, singleLine } from '../api/plain-text.ts';
import { streamErrorEvent } from '../api/stream-event.ts';
import { noteModeration } from '../moderation/moderation-schemas.ts';
import { noteLimits, shortUuidPattern, vanityUrlPattern } from './note-limits.ts';
import { noteMessages } from './note-messages.ts';
import { reactionCounts } from './reaction-schemas.ts';
import { timeZoneField } from '../site/time-zone-field.ts';

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Age as typed: a whole number from 1 to 150 (a numeric string is accepted too). */
const ageField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: noteMessages.ageRequired })
    .int(noteMessages.ageRequired)
    .min(noteLimits.nemesisAgeMin, noteMessages.ageRange)
    .max(noteLimits.nemesisAgeMax, noteMessages.ageRange),
);

/** Step 1 of the wizard: who the nemesis is. */
export const nemesisDetails = z.object({
  nemesisName: singleLine(requiredText(noteLimits.nemesisNameMax, noteMessages.nameRequired, noteMessages.nameTooLong)),
  nemesisAge: ageField,
  nemesisOccupation: singleLine(
    requiredText(noteLimits.occupationMax, noteMessages.occupationRequired, noteMessages.occupationTooLong),
  ),
});
export type NemesisDetails = z.infer<typeof nemesisDetails>;

/** The user's side of the story. */
export const userNotesField = multiLine(
  requiredText(noteLimits.userNotesMax, noteMessages.storyRequired, noteMessages.storyTooLong),
);

/** A roast the server wrote (checked against what it generated for this user). */
const roastField = z
  .string({ error: noteMessages.roastNotOurs })
  .trim()
  .min(1, noteMessages.roastNotOurs)
  .max(noteLimits.roastMax, noteMessages.roastNotOurs);

/** Optional custom URL part: trimmed; blank means generate one from the name. */
export const vanityUrlField = z
  .string()
  .trim()
  .max(noteLimits.vanityUrlMax, noteMessages.vanityTooLong)
  .refine((value) => value === '' || vanityUrlPattern.test(value), noteMessages.vanityCharacters)
  .optional();

export const generateInitialRequest = nemesisDetails;
export const generateInitialResponse = z.object({ initialRoast: z.string() });

export const generateFinalRequest = nemesisDetails.extend({ userNotes: userNotesField, initialRoast: roastField });
export const generateFinalResponse = z.object({ finalRoast: z.string() });

/** Sealed until Nemesis Day: when the note opens (00:00 on the next 15 February in its zone) and that zone. */
export const noteSeal = z.object({ opensAt: z.string(), timeZone: z.string() });
export type NoteSeal = z.infer<typeof noteSeal>;

/** `sealZone`: seal the note until the next Nemesis Day in this time zone (refused on the day itself). */
export const createNoteRequest = generateFinalRequest.extend({
  finalRoast: roastField,
  vanityUrl: vanityUrlField,
  sealZone: timeZoneField.optional(),
});
export type CreateNoteRequest = z.infer<typeof createNoteRequest>;
export const createNoteResponse = z.object({
  publicUrl: z.string(),
  shortUuid: z.string(),
  vanityUrl: z.string(),
  createdAt: z.string(),
  seal: noteSeal.optional(),
});

/** A note id in a path: exactly five letters or digits. */
export const shortUuidParam = z.string().regex(shortUuidPattern, noteMessages.invalidNoteId);
/** A vanity URL in a path: 1 to 24 letters, digits, underscores or hyphens. */
export const vanityUrlParam = z
  .string()
  .min(1, noteMessages.invalidVanity)
  .max(noteLimits.vanityUrlMax, noteMessages.invalidVanity)
  .regex(vanityUrlPattern, noteMessages.invalidVanity);

/** A custom URL to check before publishing (the wizard asks while it is typed). */
export const vanityUrlCheckQuery = z.object({ vanityUrl: vanityUrlParam });
/** Whether that custom URL is still free for a new note (taken ones are compared ignoring case). */
export const vanityUrlCheckResponse = z.object({ vanityUrl: z.string(), available: z.boolean() });

/**
 * A note as the page reads it: the public fields for everyone, the rest for its author only. While it
 * is sealed, `seal` says until when, and only its author gets `finalRoast`.
 */
export const noteResponse = z.object({
  note: z.object({
    shortUuid: z.string(),
    vanityUrl: z.string(),
    nemesisName: z.string(),
    finalRoast: z.string().optional(),
    createdAt: z.string(),
    seal: noteSeal.optional(),
    nemesisAge: z.number().optional(),
    nemesisOccupation: z.string().optional(),
    userNotes: z.string().optional(),
    initialRoast: z.string().optional(),
  }),
  isAuthor: z.boolean(),
});
export type NoteResponse = z.infer<typeof noteResponse>;

/** A note in a list; for recently viewed, timestamp is the view time; in the author's own list, its readers' reactions, and `moderation` when readers cannot see it now (removed, or under review); `seal` while it is sealed. */
export const noteSummary = z.object({
  shortUuid: z.string(),
  nemesisName: z.string(),
  timestamp: z.string(),
  vanityUrl: z.string().optional(),
  seal: noteSeal.optional(),
  reactions: reactionCounts.optional(),
  moderation: noteModeration.optional(),
});
export type NoteSummary = z.infer<typeof noteSummary>;
export const noteListResponse = z.object({ notes: z.array(noteSummary) });

/** A page of the author's notes, newest first: `cursor` is the previous page's `nextCursor`. */
export const myNotesQuery = z.object({
  cursor: z.string().max(200, noteMessages.invalidCursor).optional(),
  pageSize: z.coerce
    .number()
    .int(noteMessages.invalidPageSize)
    .min(1, noteMessages.invalidPageSize)
    .max(noteLimits.myNotesPageMax, noteMessages.invalidPageSize)
    .optional(),
});
/** One page of the author's notes, and where the next begins (null on the last page). */
export const myNotesResponse = noteListResponse.extend({ nextCursor: z.string().nullable() });

export const recordViewRequest = z.object({ shortUuid: shortUuidParam });
export const recordViewResponse = z.object({ recorded: z.boolean() });

/**
 * Server-Sent Events of a streamed generation: `delta` events carry the next piece of text,
 * then one `done` event carries the whole roast, or one `error` event carries an error body.
 */
export const roastStreamEvent = z
  .discriminatedUnion('event', [
    z.object({ event: z.literal('delta'), data: z.object({ text: z.string() }) }),
    z.object({ event: z.literal('done'), data: z.object({ roast: z.string() }) }),
    streamErrorEvent,
  ])
  .describe(
    '`delta` events with the next piece of text, then one `done` event with the whole roast, or one `error` event with an error body',
  );
