import { Fragment, useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminBadge } from '../admin-badge.tsx';
import type { AdminBadgeTone } from '../admin-badge.tsx';
import { AdminPagedList } from '../admin-paged-list.tsx';
import { AdminTable } from '../admin-table.tsx';
import { EmailLines } from '../email-lines.tsx';
import { usePagedEndpoint } from '../use-paged-endpoint.ts';
import { MailText } from './mail-text.tsx';
import './message-cells.css';

/**
 * A mail's status in words and colour: 'logged' is kept in the outbox because no SMTP server is set;
 * 'scheduled' is held for its moment (a Nemesis Note waiting for Nemesis Day), which it is cancelled
 * or stopped (its recipient stopped notes) before.
 */
const statusOf: Record<string, { text: string; tone: AdminBadgeTone }> = {
  sent: { text: 'Sent', tone: 'good' },
  scheduled: { text: 'Scheduled', tone: 'info' },
  pending: { text: 'Pending', tone: 'warning' },
  failed: { text: 'Failed', tone: 'danger' },
  logged: { text: 'Kept (no SMTP)', tone: 'info' },
  cancelled: { text: 'Cancelled by the sender', tone: 'neutral' },
  stopped: { text: 'Stopped by the recipient', tone: 'danger' },
};

/**
 * The mail outbox, newest first: when, to whom, the subject, its status and attempts (with the last
 * error), and Show Text for a mail's text (codes and passwords masked).
 */
export function MailOutboxTable() {
  const list = usePagedEndpoint(adminEndpoints.adminMail);
  const [open, setOpen] = useState<string>();
  return (
    <AdminPagedList list={list} what="mail" empty="The outbox is empty.">
      {({ mail }) => (
        <AdminTable caption="The mail outbox, newest first" columns={['Queued', 'To', 'Subject', 'Status', 'Text']}>
          {mail.map((item) => (
            <Fragment key={item.id}>
              <tr>
                <td className="messages-page__when">
                  {formatDateTime(item.createdAt)}
                  {item.sentAt && <span className="messages-page__muted">Sent {formatDateTime(item.sentAt)}</span>}
                </td>
                <td>
                  <EmailLines email={item.recipient} />
                </td>
                <td>{item.subject}</td>
                <td>
                  <AdminBadge tone={statusOf[item.status]?.tone ?? 'info'}>
                    {statusOf[item.status]?.text ?? item.status}
                  </AdminBadge>
                  {item.status === 'scheduled' && item.scheduledFor && (
                    <span className="messages-page__muted">For {formatDateTime(item.scheduledFor)}</span>
                  )}
                  <span className="messages-page__muted">
                    {item.attempts} attempt{item.attempts === 1 ? '' : 's'}
                  </span>
                  {item.lastError && <span className="messages-page__error">{item.lastError}</span>}
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--small"
                    aria-expanded={open === item.id}
                    aria-controls={open === item.id ? `mail-text-${item.id}` : undefined}
                    aria-label={`${open === item.id ? 'Hide Text' : 'Show Text'} of “${item.subject}” to ${item.recipient}`}
                    onClick={() => setOpen(open === item.id ? undefined : item.id)}
                  >
                    {open === item.id ? 'Hide Text' : 'Show Text'}
                  </button>
                </td>
              </tr>
              {open === item.id && (
                <tr id={`mail-text-${item.id}`}>
                  <td colSpan={5}>
                    <MailText id={item.id} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </AdminTable>
      )}
    </AdminPagedList>
  );
}
