import { Link } from 'react-router-dom';
import type { AdminNoteItem } from '#contract/admin/admin-note-schemas.ts';
import { disabledBadge } from '#contract/admin/admin-user-texts.ts';
import { notePath } from '#contract/notes/note-paths.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminTable } from '../admin-table.tsx';
import { EmailLines } from '../email-lines.tsx';
import { NoteDecisions } from '../moderation/note-decisions.tsx';
import { SealedBadge } from '../sealed-badge.tsx';
import { noteStateText } from '../moderation/note-state-text.ts';
import './notes-table.css';

/** What the notes table shows: the notes, the one whose details are open, what opening a note's details does (given its button, to focus again on close), and what follows a note's deletion. */
export interface NotesTableProps {
  notes: readonly AdminNoteItem[];
  selectedId: string | undefined;
  onSelect: (item: AdminNoteItem, opener: HTMLButtonElement) => void;
  onDeleted: (item: AdminNoteItem) => void;
}

/** The notes, newest first: the nemesis (the button to its details), short id and a link to its page, the author, when it was made, its reports (open of all), its state and the decisions on it. */
export function NotesTable({ notes, selectedId, onSelect, onDeleted }: NotesTableProps) {
  return (
    <AdminTable
      caption="Notes, newest first"
      columns={['Nemesis', 'Author', 'Created', 'Reports', 'State', 'Decisions']}
      className="notes-table"
    >
      {notes.map((item) => (
        <tr
          key={item.note.shortUuid}
          className={selectedId === item.note.shortUuid ? 'admin-table__row--selected' : undefined}
        >
          <td>
            <button
              type="button"
              className="link-button notes-table__name"
              onClick={(event) => onSelect(item, event.currentTarget)}
            >
              {item.note.nemesisName}
            </button>{' '}
            <SealedBadge seal={item.note.seal} />
            <span className="notes-table__more">
              <code>{item.note.shortUuid}</code> ·{' '}
              <Link to={notePath(item.note)}>
                Public page<span className="visually-hidden"> of {item.note.nemesisName}</span>
              </Link>
            </span>
          </td>
          <td className="notes-table__author">
            <EmailLines email={item.author.email || item.author.userId} />
            {item.author.status !== 'CONFIRMED' && ` (${item.author.status})`}
            {!item.author.enabled && ` (${disabledBadge})`}
          </td>
          <td className="notes-table__date">{formatDateTime(item.note.createdAt)}</td>
          <td className="notes-table__reports">
            {item.openReportCount} open / {item.reportCount}
          </td>
          <td className={item.hidden ? 'notes-table__state notes-table__state--hidden' : 'notes-table__state'}>
            {noteStateText(item.hidden)}
          </td>
          <td className="notes-table__decisions">
            <NoteDecisions item={item} onDeleted={() => onDeleted(item)} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
