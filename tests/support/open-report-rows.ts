import type { NoteReportRow } from '../../server/db/schema.ts';

/**
 * A maker of open reports for writing straight into the database: each one a minute after the one
 * before (from the start of 15 February 2026), by `reporter` (a signed-in one's user id, if given).
 */
export function openReportRows(): (shortUuid: string, reporter: string, reporterId?: string) => NoteReportRow {
  let made = 0;
  return (shortUuid, reporter, reporterId) => ({
    id: `report-${++made}`,
    shortUuid,
    reporterKey: reporter,
    reporterId: reporterId ?? null,
    networkKey: null,
    reason: 'spam',
    details: null,
    email: null,
    createdAt: new Date(Date.UTC(2026, 1, 15, 0, made)).toISOString(),
    decision: null,
    decidedAt: null,
    decidedBy: null,
  });
}
