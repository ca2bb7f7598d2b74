import { Link } from 'react-router-dom';
import type { AdminNoteItem } from '#contract/admin/admin-note-schemas.ts';
import { reportReasonLabels } from '#contract/moderation/report-reasons.ts';
import { notePath } from '#contract/notes/note-paths.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminTable } from '../admin-table.tsx';
import { EmailLines } from '../email-lines.tsx';
import { NoteDecisions } from '../moderation/note-decisions.tsx';
import './notes-table.css';

/** A note's state as readers meet it: shown, removed by an admin (and why), or held while its reports wait. */
function stateOf({ hidden }: AdminNoteItem): string {
  if (!hidden) return 'Visible';
  if (hidden.held) return 'Under review';
  return `Removed: ${reportReasonLabels[hidden.reason ?? 'other']}`;
}

/** The notes, newest first: the nemesis (a link to the note) and short id, the author, when it was made, its reports (open of all), its state and the decisions on it. */
export function NotesTable({ notes }: { notes: readonly AdminNoteItem[] }) {
  return (
    <AdminTable caption="Notes, newest first" columns={['Nemesis', 'Author', 'Created', 'Reports', 'State', 'Decisions']} className="notes-table">
      {notes.map((item) => (
        <tr key={item.note.shortUuid}>
          <td>
            <Link to={notePath(item.note)} className="notes-table__name">
              {item.note.nemesisName}
            </Link>{' '}
            <code className="notes-table__id">{item.note.shortUuid}</code>
          </td>
          <td className="notes-table__author">
            <EmailLines email={item.author.email || item.author.userId} />
            {item.author.status !== 'CONFIRMED' && ` (${item.author.status})`}
          </td>
          <td className="notes-table__date">{formatDateTime(item.note.createdAt)}</td>
          <td className="notes-table__reports">
            {item.openReportCount} open / {item.reportCount}
          </td>
          <td className={item.hidden ? 'notes-table__state notes-table__state--hidden' : 'notes-table__state'}>{stateOf(item)}</td>
          <td className="notes-table__decisions">
            <NoteDecisions item={item} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
