import { Link } from 'react-router-dom';
import type { ModerationItem } from '#contract/admin/moderation-queue-schemas.ts';
import { disabledBadge } from '#contract/admin/admin-user-texts.ts';
import { reportReasonLabels } from '#contract/moderation/report-reasons.ts';
import { notePath } from '#contract/notes/note-paths.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import { NoteDecisions } from './note-decisions.tsx';
import { NoteReports } from './note-reports.tsx';
import { noteStateText } from './note-state-text.ts';
import { SealedBadge } from '../sealed-badge.tsx';
import { NoteText } from './note-text.tsx';
import { promptVersionsText } from './prompt-versions-text.ts';

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
        <SealedBadge seal={note.seal} />
        {hidden && <span className="moderation-item__state">{noteStateText(hidden)}</span>}
      </div>
      <p className="moderation-item__meta">
        {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'} ·{' '}
        {item.reasons.map(({ reason: key, count }) => `${reportReasonLabels[key]} (${count})`).join(', ')} · first{' '}
        {formatDateTime(item.firstReportedAt)}, last {formatDateTime(item.lastReportedAt)}
      </p>
      <p className="moderation-item__meta">
        By {author.email || author.userId} ({author.status}
        {author.enabled ? '' : `, ${disabledBadge.toLowerCase()}`}) · {note.modelId}, {promptVersionsText(note)}
      </p>
      <NoteText note={note} />
      <NoteReports reports={item.reports} />
      {hidden?.statement && <p className="moderation-item__meta">Statement: {hidden.statement}</p>}
      <NoteDecisions item={{ note, author, hidden, openReportCount }} reason={item.reports[0]?.reason} />
    </li>
  );
}
