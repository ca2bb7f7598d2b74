import { useEffect, useRef, useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AdminNoteItem } from '#contract/admin/admin-note-schemas.ts';
import { hideNoteRequest } from '#contract/admin/moderation-queue-schemas.ts';
import { moderationLimits, reportReasonLabels, reportReasons } from '#contract/moderation/report-reasons.ts';
import type { ReportReason } from '#contract/moderation/report-reasons.ts';
import { useWrite } from '../../../api/use-write.ts';
import { useSession } from '../../../auth/session-context.ts';
import { CallError } from '../../../components/call-error.tsx';
import { askedDialogProps } from '../../../components/asked-dialog-props.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AdminSelectField } from '../admin-select-field.tsx';
import { moderationDecisions } from './moderation-decisions.ts';
import type { ModerationDecision } from './moderation-decisions.ts';
import './note-decisions.css';

const reasonOptions = reportReasons.map((reason) => ({ value: reason, label: reportReasonLabels[reason] }));

/** What the decisions on a note need: the note, its author, its hidden state and how many reports wait for a decision. */
export type DecidedNote = Pick<AdminNoteItem, 'note' | 'author' | 'hidden' | 'openReportCount'>;

/** Which decisions fit a note now: open reports can be dismissed, a shown or held note hidden, a hidden or held one restored, an enabled author disabled (not the admin deciding: the server refuses that). */
function decisionsFor(
  { openReportCount, hidden, author }: DecidedNote,
  adminId: string | undefined,
): ModerationDecision[] {
  const decisions: ModerationDecision[] = [];
  if (openReportCount > 0) decisions.push('dismiss');
  if (!hidden || hidden.held) decisions.push('hide');
  if (hidden) decisions.push('restore');
  return [...decisions, 'delete', ...(author.enabled && author.userId !== adminId ? (['disableAuthor'] as const) : [])];
}

/**
 * The decisions on one note (reported or not: a complaint may come by e-mail), each a button and its
 * confirmation; hiding asks a reason (`reason` first, the first report's in the queue) and the
 * statement mailed to the author. Every admin list of notes and the audit load again after one, and
 * the note's details after any but Delete: a deleted note is gone, and `onDeleted` (a panel of its
 * details closing) runs before the lists load again.
 */
export function NoteDecisions({
  item,
  reason: firstReason = 'other',
  onDeleted,
}: {
  item: DecidedNote;
  reason?: ReportReason;
  onDeleted?: () => void;
}) {
  const { note } = item;
  const [asking, setAsking] = useState<ModerationDecision>();
  const [reason, setReason] = useState<ReportReason>(firstReason);
  const [statement, setStatement] = useState('');
  const asked = asking && moderationDecisions[asking];
  const adminId = useSession().claims?.sub;
  const shown = decisionsFor(item, adminId);
  // After a decision its button may be gone (Hide becomes Restore): focus goes to the first decision, not to the page.
  const buttons = useRef<HTMLDivElement>(null);
  const decided = useRef(false);
  const lists = [adminEndpoints.adminModerationQueue, adminEndpoints.adminNotes, adminEndpoints.adminAudit];
  const action = useWrite(asked?.endpoint ?? adminEndpoints.adminDismissReports, {
    invalidates: asking === 'delete' ? lists : [...lists, adminEndpoints.adminNote],
    onSuccess: () => {
      setAsking(undefined);
      decided.current = true;
      if (asking === 'delete') onDeleted?.();
    },
  });
  const shownNames = shown.join();
  useEffect(() => {
    if (!decided.current) return;
    decided.current = false;
    if (document.activeElement === document.body) buttons.current?.querySelector('button')?.focus();
  }, [shownNames]);
  const hide = hideNoteRequest.safeParse({ reason, statement });
  const statementProblem =
    asking === 'hide' && statement !== '' && !hide.success ? hide.error.issues[0]?.message : undefined;
  const confirm = () => {
    const params = { shortUuid: note.shortUuid };
    if (asking === 'hide') {
      if (hide.success) action.mutate({ params, body: hide.data } as never);
    } else action.mutate({ params } as never);
  };

  return (
    <>
      <div ref={buttons} className="button-row">
        {shown.map((name) => (
          <button
            key={name}
            type="button"
            className={
              name === 'delete' || name === 'disableAuthor'
                ? 'button button--small button--ghost-danger'
                : 'button button--small'
            }
            onClick={() => {
              action.reset();
              setAsking(name);
            }}
          >
            {moderationDecisions[name].button}
          </button>
        ))}
      </div>
      <ConfirmDialog
        {...askedDialogProps(asked, action.isPending, () => setAsking(undefined))}
        problem={statementProblem}
        onConfirm={confirm}
      >
        <p>{asked?.explain}</p>
        {asking === 'hide' && (
          <div className="note-decisions__hide">
            <AdminSelectField
              label="Reason"
              value={reason}
              options={reasonOptions}
              onChange={(value) => setReason(value as ReportReason)}
            />
            <label className="field__label" htmlFor={`statement-${note.shortUuid}`}>
              Statement to the author
            </label>
            <textarea
              id={`statement-${note.shortUuid}`}
              className="field__input"
              rows={4}
              maxLength={moderationLimits.statementMax}
              value={statement}
              onChange={(event) => setStatement(event.target.value)}
            />
          </div>
        )}
        {action.error && <CallError error={action.error} />}
      </ConfirmDialog>
    </>
  );
}
