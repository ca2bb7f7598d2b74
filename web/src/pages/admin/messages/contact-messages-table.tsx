import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminBadge } from '../admin-badge.tsx';
import type { AdminBadgeTone } from '../admin-badge.tsx';
import { AdminPagedList } from '../admin-paged-list.tsx';
import { AdminTable } from '../admin-table.tsx';
import { usePagedEndpoint } from '../use-paged-endpoint.ts';
import { NameAndEmail } from './name-and-email.tsx';
import './message-cells.css';

/** A contact message's forwarding state in words and colour. */
const forwarding: Record<string, { text: string; tone: AdminBadgeTone }> = {
  off: { text: 'Stored', tone: 'info' },
  pending: { text: 'Forwarding', tone: 'warning' },
  forwarded: { text: 'Forwarded', tone: 'good' },
  failed: { text: 'Forward failed', tone: 'danger' },
};

/** The contact messages, newest first: when, who (name and e-mail), the subject and message, and whether it was forwarded. */
export function ContactMessagesTable() {
  const list = usePagedEndpoint(adminEndpoints.adminContactMessages);
  return (
    <AdminPagedList list={list} what="contact messages" empty="No contact messages yet.">
      {({ messages }) => (
        <AdminTable caption="Contact messages, newest first" columns={['Received', 'From', 'Message', 'Forwarding']}>
          {messages.map((message) => (
            <tr key={message.id}>
              <td className="messages-page__when">{formatDateTime(message.createdAt)}</td>
              <td>
                <NameAndEmail name={message.name} email={message.email} />
              </td>
              <td>
                <strong>{message.subject}</strong>
                <p className="messages-page__text">{message.message}</p>
              </td>
              <td>
                <AdminBadge tone={forwarding[message.status]?.tone ?? 'info'}>
                  {forwarding[message.status]?.text ?? message.status}
                </AdminBadge>
                {message.lastError && <span className="messages-page__error">{message.lastError}</span>}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPagedList>
  );
}
