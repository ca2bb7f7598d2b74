import { z } from 'zod';
import { multiLine } from '../api/plain-text.ts';
import { moderationMessages } from '../moderation/moderation-messages.ts';
import { reasonField } from '../moderation/moderation-schemas.ts';
import { moderationLimits } from '../moderation/report-reasons.ts';
import { noteParams } from '../notes/note-endpoints.ts';
import { noteSeal } from '../notes/note-schemas.ts';
import { pageQuery } from './admin-schemas.ts';

/** The review queue's filter: notes with open reports, or with decided ones. */
export const moderationStatuses = ['open', 'decided'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];

/** GET /api/admin/moderation/reports?status=open|decided&page=&pageSize= */
export const moderationQueueQuery = pageQuery.extend({ status: z.enum(moderationStatuses).default('open') });

/** A note a moderation action names. */
export const moderationNoteParams = noteParams;

/** One report as the admin reads it. */
export const moderationReport = z.object({
  reason: reasonField,
  details: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether a signed-in user made it (else an anonymous visitor). */
  signedIn: z.boolean(),
  createdAt: z.string(),
  decision: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

/** One note of the queue: its reports (count, reasons, first and last), its whole text, its author and what wrote it. */
export const moderationItem = z.object({
  note: z.object({
    shortUuid: z.string(),
    vanityUrl: z.string(),
    nemesisName: z.string(),
    nemesisAge: z.number(),
    nemesisOccupation: z.string(),
    userNotes: z.string(),
    initialRoast: z.string(),
    finalRoast: z.string(),
    createdAt: z.string(),
    modelId: z.string(),
    initialPromptVersion: z.number(),
    finalPromptVersion: z.number(),
    /** Its seal while it is still sealed on the server's clock (readers get no text until it opens); null once open, or never sealed. */
    seal: noteSeal.nullable(),
  }),
  /** The note's author: their status, and whether they may sign in (an admin may have disabled them). */
  author: z.object({ userId: z.string(), email: z.string(), status: z.string(), enabled: z.boolean() }),
  reportCount: z.number(),
  reasons: z.array(z.object({ reason: reasonField, count: z.number() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  reports: z.array(moderationReport),
  /** The note's hidden state now: null when shown. */
  hidden: z
    .object({
      held: z.boolean(),
      reason: reasonField.nullable(),
      statement: z.string().nullable(),
      hiddenAt: z.string(),
      hiddenBy: z.string(),
    })
    .nullable(),
});
export type ModerationItem = z.infer<typeof moderationItem>;

export const moderationQueueResponse = z.object({ items: z.array(moderationItem), totalCount: z.number() });

/** POST …/hide: a reason from the list and the statement of reasons mailed to the author. */
export const hideNoteRequest = z.object({
  reason: reasonField,
  statement: multiLine(
    z
      .string({ error: moderationMessages.statementRequired })
      .trim()
      .min(1, moderationMessages.statementRequired)
      .max(moderationLimits.statementMax, moderationMessages.statementTooLong),
  ),
});
export type HideNoteRequest = z.infer<typeof hideNoteRequest>;
