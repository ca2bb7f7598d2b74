import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import type { z } from 'zod';
import type { appreciationListResponse } from '#contract/admin/admin-report-schemas.ts';
import { AdminBadge } from '../admin-badge.tsx';
import type { AdminBadgeTone } from '../admin-badge.tsx';
import { AdminPagedList } from '../admin-paged-list.tsx';
import { AdminTable } from '../admin-table.tsx';
import { usePagedEndpoint } from '../use-paged-endpoint.ts';
import { NameAndEmail } from './name-and-email.tsx';
import './message-cells.css';

type LoggedNote = z.infer<typeof appreciationListResponse>['notes'][number];

/** Each state of a note as a badge: its word and its tone. */
const stateBadge: Record<LoggedNote['status'], { word: string; tone: AdminBadgeTone }> = {
  refused: { word: 'Refused', tone: 'danger' },
  scheduled: { word: 'Scheduled', tone: 'info' },
  sending: { word: 'Sending', tone: 'warning' },
  sent: { word: 'Sent', tone: 'good' },
  kept: { word: 'Kept (no SMTP)', tone: 'info' },
  cancelled: { word: 'Cancelled', tone: 'neutral' },
  stopped: { word: 'Stopped', tone: 'neutral' },
  failed: { word: 'Failed', tone: 'danger' },
};

/** Where a note stands, in a badge; a held one says when it leaves. */
function NoteState({ note }: { note: LoggedNote }) {
  const { word, tone } = stateBadge[note.status];
  return (
    <>
      <AdminBadge tone={tone}>{word}</AdminBadge>
      {note.status === 'scheduled' && note.deliverAt && <> for {formatDateTime(note.deliverAt)}</>}
    </>
  );
}

/** The appreciation-note log, newest first: when, where each stands (held, cancelled, sent, refused…), the nemesis and the sender, and what was said. */
export function AppreciationLogTable() {
  const list = usePagedEndpoint(adminEndpoints.adminAppreciationNotes);
  return (
    <AdminPagedList list={list} what="Nemesis Notes" empty="No Nemesis Notes sent yet.">
      {({ notes }) => (
        <AdminTable caption="Nemesis Notes, newest first" columns={['Written', 'Status', 'To', 'From', 'Appreciation']}>
          {notes.map((note) => (
            <tr key={note.id}>
              <td className="messages-page__when">{formatDateTime(note.createdAt)}</td>
              <td>
                <NoteState note={note} />
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
