import type { ReportReason } from '#contract/moderation/report-reasons.ts';

// The tables of moderation: reports of notes, and notes hidden from readers.

/** One reporter's report of a note, open until an admin decides on it. */
export interface NoteReportsTable {
  id: string;
  shortUuid: string;
  /** A keyed hash of who reported: the user id, or a visitor's device id (device-tokens.ts). */
  reporterKey: string;
  reporterId: string | null;
  /** A keyed hash of the network the report came from (client-address.ts); null for reports of before it was kept. */
  networkKey: string | null;
  reason: ReportReason;
  details: string | null;
  email: string | null;
  createdAt: string;
  /** What the admin decided ('dismissed', 'hidden'); null while open. */
  decision: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** A note readers cannot see: hidden by an admin (with reason and statement) or held by its reports. */
export interface HiddenNotesTable {
  shortUuid: string;
  /** 1 for an automatic hold pending review, 0 for an admin's decision (an integer on both engines). */
  held: number;
  reason: ReportReason | null;
  statement: string | null;
  hiddenAt: string;
  /** The admin's e-mail, or 'automatic hold'. */
  hiddenBy: string;
}

/** A note's reports of one status, as the review queue lists them: kept by the database (0023-review-queue.ts). */
export interface ReviewQueueTable {
  status: 'open' | 'decided';
  shortUuid: string;
  reportCount: number;
  firstReportedAt: string;
  lastReportedAt: string;
}
