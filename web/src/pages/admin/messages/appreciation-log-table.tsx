import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminBadge } from '../admin-badge.tsx';
import { AdminPagedList } from '../admin-paged-list.tsx';
import { AdminTable } from '../admin-table.tsx';
import { usePagedEndpoint } from '../use-paged-endpoint.ts';
import { NameAndEmail } from './name-and-email.tsx';
import './message-cells.css';

/** The appreciation-note log, newest first: when, sent or refused, the nemesis and the sender, and what was said. */
export function AppreciationLogTable() {
  const list = usePagedEndpoint(adminEndpoints.adminAppreciationNotes);
  return (
    <AdminPagedList list={list} what="Nemesis Notes" empty="No Nemesis Notes sent yet.">
      {({ notes }) => (
        <AdminTable
          caption="Nemesis Notes sent or refused, newest first"
          columns={['Sent', 'Status', 'To', 'From', 'Appreciation']}
        >
          {notes.map((note) => (
            <tr key={note.id}>
              <td className="messages-page__when">{formatDateTime(note.createdAt)}</td>
              <td>
                <AdminBadge tone={note.status === 'sent' ? 'good' : 'danger'}>
                  {note.status === 'sent' ? 'Sent' : 'Refused'}
                </AdminBadge>
              </td>
              <td>
                <NameAndEmail name={note.nemesisName} email={note.nemesisEmail} />
              </td>
              <td>
                <NameAndEmail name={note.senderName} email={note.senderEmail} />
              </td>
              <td>
                <p className="messages-page__text">{note.appreciation}</p>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPagedList>
  );
}
