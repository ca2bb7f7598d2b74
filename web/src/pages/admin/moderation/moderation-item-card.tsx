import { useState } from 'react';
import { Link } from 'react-router-dom';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { ModerationItem } from '#contract/admin/moderation-queue-schemas.ts';
import { hideNoteRequest } from '#contract/admin/moderation-queue-schemas.ts';
import { moderationLimits, reportReasonLabels, reportReasons } from '#contract/moderation/report-reasons.ts';
import { notePath } from '#contract/notes/note-paths.ts';
import { useEndpointMutation } from '../../../api/use-endpoint.ts';
import { CallError } from '../../../components/call-error.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminSelectField } from '../admin-select-field.tsx';
import { moderationDecisions } from './moderation-decisions.ts';
import type { ModerationDecision } from './moderation-decisions.ts';

const reasonOptions = reportReasons.map((reason) => ({ value: reason, label: reportReasonLabels[reason] }));

/** Which decisions fit a note now: open reports can be dismissed, a shown or held note hidden, a hidden or held one restored. */
function decisionsFor(item: ModerationItem): ModerationDecision[] {
  const decisions: ModerationDecision[] = [];
  if (item.reports.some((report) => report.decision === null)) decisions.push('dismiss');
  if (!item.hidden || item.hidden.held) decisions.push('hide');
  if (item.hidden) decisions.push('restore');
  return [...decisions, 'delete', 'disableAuthor'];
}

/** One reported note: its reports (count, reasons, first and last), its whole text, author and prompt versions, and the decisions on it. */
export function ModerationItemCard({ item }: { item: ModerationItem }) {
  const { note, author, hidden } = item;
  const [asking, setAsking] = useState<ModerationDecision>();
  const [reason, setReason] = useState(item.reports[0]?.reason ?? 'other');
  const [statement, setStatement] = useState('');
  const asked = asking && moderationDecisions[asking];
  const action = useEndpointMutation(asked?.endpoint ?? adminEndpoints.adminDismissReports, {
    invalidates: [adminEndpoints.adminModerationQueue, adminEndpoints.adminAudit],
    onSuccess: () => setAsking(undefined),
  });
  const hide = hideNoteRequest.safeParse({ reason, statement });
  const statementProblem = asking === 'hide' && statement !== '' && !hide.success ? hide.error.issues[0]?.message : undefined;
  const confirm = () => {
    const params = { shortUuid: note.shortUuid };
    if (asking === 'hide') {
      if (hide.success) action.mutate({ params, body: hide.data } as never);
    } else action.mutate({ params } as never);
  };

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
      <div className="button-row">
        {decisionsFor(item).map((name) => (
          <button key={name} type="button" className={name === 'delete' || name === 'disableAuthor' ? 'button button--small button--ghost-danger' : 'button button--small'} onClick={() => {
            action.reset();
            setAsking(name);
          }}>
            {moderationDecisions[name].button}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={asked !== undefined}
        title={asked?.title ?? ''}
        confirmLabel={asked?.confirm ?? ''}
        pendingLabel={asked?.pending ?? ''}
        pending={action.isPending}
        error={statementProblem}
        onConfirm={confirm}
        onCancel={() => setAsking(undefined)}
      >
        <p>{asked?.explain}</p>
        {asking === 'hide' && (
          <div className="moderation-item__hide">
            <AdminSelectField label="Reason" value={reason} options={reasonOptions} onChange={(value) => setReason(value as typeof reason)} />
            <label className="field__label" htmlFor={`statement-${note.shortUuid}`}>
              Statement to the author
            </label>
            <textarea id={`statement-${note.shortUuid}`} className="field__input" rows={4} maxLength={moderationLimits.statementMax} value={statement} onChange={(event) => setStatement(event.target.value)} />
          </div>
        )}
        {action.error && <CallError error={action.error} />}
      </ConfirmDialog>
    </li>
  );
}
