import { z } from 'zod';
import { pageQuery, usersQuery } from './admin-schemas.ts';
import { moderationItem, moderationReport } from './moderation-queue-schemas.ts';

/** The notes browser's filter: every note, the hidden ones (by an admin or held), the reported ones (any report, open or decided). */
export const adminNoteFilters = ['all', 'hidden', 'reported'] as const;
export type AdminNoteFilter = (typeof adminNoteFilters)[number];

/**
 * GET /api/admin/moderation/notes?search=&filter=all|hidden|reported&page=&pageSize=: notes whose
 * nemesis name, author's e-mail or short id contains `search` (trimmed, any case; empty is no search).
 */
export const adminNotesQuery = pageQuery.extend({
  search: usersQuery.shape.search,
  filter: z.enum(adminNoteFilters, { error: `Filter must be one of: ${adminNoteFilters.join(', ')}` }).default('all'),
});

/** A note as the browser lists it: its whole text, its author, how many reports it has (and how many wait for a decision), its hidden state. */
export const adminNoteItem = z.object({
  note: moderationItem.shape.note,
  author: moderationItem.shape.author,
  reportCount: z.number(),
  openReportCount: z.number(),
  hidden: moderationItem.shape.hidden,
});
export type AdminNoteItem = z.infer<typeof adminNoteItem>;

/** GET /api/admin/moderation/notes: a page, newest note first, and the total. */
export const adminNotesResponse = z.object({ notes: z.array(adminNoteItem), totalCount: z.number() });

/** GET /api/admin/moderation/notes/:shortUuid: one note with every report of it, oldest first, open and decided. */
export const adminNoteResponse = adminNoteItem.extend({ reports: z.array(moderationReport) });
export type AdminNoteResponse = z.infer<typeof adminNoteResponse>;
