import type { ModerationItem } from '#contract/admin/moderation-queue-schemas.ts';
import { reportReasonLabels } from '#contract/moderation/report-reasons.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import './note-reports.css';

/** A note's reports in the order given: each one's reason, when, by whom (signed in or a visitor, and the e-mail they left), its decision and details. */
export function NoteReports({ reports }: { reports: ModerationItem['reports'] }) {
  return (
    <ul className="note-reports" aria-label="Reports">
      {reports.map((report, index) => (
        <li key={index}>
          <strong>{reportReasonLabels[report.reason]}</strong> · {formatDateTime(report.createdAt)} ·{' '}
          {report.signedIn ? 'signed in' : 'visitor'}
          {report.email && ` · ${report.email}`}
          {report.decision && ` · ${report.decision}`}
          {report.details && <span className="note-reports__details">{report.details}</span>}
        </li>
      ))}
    </ul>
  );
}
