import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { AdminNoteItem, AdminNoteResponse } from '#contract/admin/admin-note-schemas.ts';
import { momentInZone } from '#contract/site/nemesis-day.ts';
import { notePath } from '#contract/notes/note-paths.ts';
import { settledError } from '../../../api/settled-error.ts';
import { useEndpoint } from '../../../api/use-endpoint.ts';
import { CallError } from '../../../components/call-error.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminDetailList } from '../admin-detail-list.tsx';
import { AdminDetailsPanel } from '../admin-details-panel.tsx';
import { EmailLines } from '../email-lines.tsx';
import { NoteDecisions } from '../moderation/note-decisions.tsx';
import { NoteReports } from '../moderation/note-reports.tsx';
import { noteStateText } from '../moderation/note-state-text.ts';
import { NoteText } from '../moderation/note-text.tsx';
import { promptVersionsText } from '../moderation/prompt-versions-text.ts';
import { UserStatusBadge } from '../users/user-status-badge.tsx';
import './note-details-panel.css';

/** The facts of a note: its short id, author, when it was made and by what, its state, and (when hidden) since when, by whom and the statement to its author. */
function noteDetailRows({ note, author, hidden }: AdminNoteResponse): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    ['Short id', <code>{note.shortUuid}</code>],
    [
      'Author',
      <>
        <EmailLines email={author.email || author.userId} />{' '}
        <UserStatusBadge status={author.status} enabled={author.enabled} />
      </>,
    ],
    ['Created', formatDateTime(note.createdAt)],
    ['Model', note.modelId],
    ['Prompts', promptVersionsText(note)],
    ['State', noteStateText(hidden)],
  ];
  if (note.seal) rows.push(['Sealed until', momentInZone(new Date(note.seal.opensAt), note.seal.timeZone)]);
  if (hidden) rows.push(['Hidden', `${formatDateTime(hidden.hiddenAt)} by ${hidden.hiddenBy}`]);
  if (hidden?.statement) rows.push(['Statement to the author', hidden.statement]);
  return rows;
}

/**
 * A note's details panel (GET /admin/moderation/notes/{shortUuid}): its facts, its whole text, every
 * report of it (oldest first) and the decisions on it. After Delete it closes through `onDeleted`.
 */
export function NoteDetailsPanel({
  item,
  onClose,
  onDeleted,
}: {
  item: AdminNoteItem;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { note } = item;
  const details = useEndpoint(adminEndpoints.adminNote, { params: { shortUuid: note.shortUuid } });
  const failure = settledError(details);
  const loaded = details.data;
  return (
    <AdminDetailsPanel
      eyebrow="Note details"
      title={note.nemesisName}
      links={
        <Link to={notePath(note)} className="button button--small">
          Public Page
        </Link>
      }
      onClose={onClose}
    >
      {failure && !loaded ? (
        <CallError
          error={failure}
          message="Failed to load the note's details."
          onRetry={() => void details.refetch()}
        />
      ) : !loaded ? (
        <LoadingState label="Loading note details…" />
      ) : (
        <>
          <AdminDetailList rows={noteDetailRows(loaded)} />
          <NoteText note={loaded.note} />
          <h3 className="note-details__heading">
            {loaded.reports.length === 0
              ? 'No reports'
              : `Reports (${loaded.openReportCount} open of ${loaded.reports.length}), oldest first`}
          </h3>
          {loaded.reports.length > 0 && <NoteReports reports={loaded.reports} />}
          <div className="note-details__decisions" role="group" aria-label="Decisions on this note">
            <NoteDecisions item={loaded} reason={loaded.reports[0]?.reason} onDeleted={onDeleted} />
          </div>
        </>
      )}
    </AdminDetailsPanel>
  );
}
