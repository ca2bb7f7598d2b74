// The tables of the server's own state: the admin's config and audit log, and the rate-limit counters.

/** The admin-config table: one JSON value per key (spec §3, Admin config). */
export interface AdminConfigTable {
  configKey: string;
  configValue: string;
  updatedAt: string;
}

/** One admin write: who, what (an action name and its target), the state before and after as JSON. */
export interface AdminAuditTable {
  id: string;
  actorId: string;
  actorEmail: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  createdAt: string;
}

export interface RateLimitsTable {
  key: string;
  windowStartedAt: string;
  count: number;
}

/** A count the database keeps as rows change: `notes`, `reported_notes` (0022-list-counts.ts), `review_queue_open`, `review_queue_decided` (0023-review-queue.ts). */
export interface RowCountsTable {
  name: string;
  count: number | string;
}
