import { Link } from 'react-router-dom';
import type { ModerationItem } from '#contract/admin/moderation-queue-schemas.ts';
import { reportReasonLabels } from '#contract/moderation/report-reasons.ts';
import { notePath } from '#contract/notes/note-paths.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import { NoteDecisions } from './note-decisions.tsx';

/** One reported note: its reports (count, reasons, first and last), its whole text, author and prompt versions, and the decisions on it. */
export function ModerationItemCard({ item }: { item: ModerationItem }) {
  const { note, author, hidden } = item;
  const openReportCount = item.reports.filter((report) => report.decision === null).length;

  return (
    <li className="moderation-item card">
      <div className="moderation-item__head">
        <h3 className="moderation-item__title">
          <Link to={notePath(note)}>{note.nemesisName}</Link>
        </h3>
        {hidden && <span className="moderation-item__state">{hidden.held ? 'On hold' : `Hidden: ${reportReasonLabels[hidden.reason ?? 'other']}`}</span>}
      </div>
      <p className="moderation-item__meta">
        {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'} · {item.reasons.map(({ reason: key, count }) => `${reportReasonLabels[key]} (${count})`).join(', ')} · first {formatDateTime(item.firstReportedAt)}, last {formatDateTime(item.lastReportedAt)}
      </p>
      <p className="moderation-item__meta">
        By {author.email || author.userId} ({author.status}) · {note.modelId}, initial-roast v{note.initialPromptVersion}, final-roast v{note.finalPromptVersion}
      </p>
      <blockquote className="moderation-item__text">{note.finalRoast}</blockquote>
      <details className="moderation-item__more">
        <summary>Initial roast and the author&apos;s story</summary>
        <p className="moderation-item__quote">{note.initialRoast}</p>
        <p className="moderation-item__quote">{note.userNotes}</p>
      </details>
      <ul className="moderation-item__reports" aria-label="Reports">
        {item.reports.map((report, index) => (
          <li key={index}>
            <strong>{reportReasonLabels[report.reason]}</strong> · {formatDateTime(report.createdAt)} · {report.signedIn ? 'signed in' : 'visitor'}
            {report.email && ` · ${report.email}`}
            {report.decision && ` · ${report.decision}`}
            {report.details && <span className="moderation-item__details">{report.details}</span>}
          </li>
        ))}
      </ul>
      {hidden?.statement && <p className="moderation-item__meta">Statement: {hidden.statement}</p>}
      <NoteDecisions item={{ note, author, hidden, openReportCount }} reason={item.reports[0]?.reason} />
    </li>
  );
}
