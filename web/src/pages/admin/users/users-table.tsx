import type { z } from 'zod';
import type { userListItem } from '#contract/admin/admin-schemas.ts';
import { formatDateTime } from '../../../format/format-date.ts';
import { AdminTable } from '../admin-table.tsx';
import { EmailLines } from '../email-lines.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';
import './users-page.css';

/** A user as the list shows them. */
export type ListedUser = z.infer<typeof userListItem>;

/** What the users table shows: the users, the one whose details are open, and what opening a user's details does (given the e-mail button, to focus again on close). */
export interface UsersTableProps {
  users: readonly ListedUser[];
  selectedId: string | undefined;
  onSelect: (user: ListedUser, opener: HTMLButtonElement) => void;
}

/** The users, newest first: the e-mail (the button to their details), status, when they joined and last logged in, and their id. */
export function UsersTable({ users, selectedId, onSelect }: UsersTableProps) {
  return (
    <AdminTable caption="Users, newest first" columns={['Email', 'Status', 'Joined', 'Last login', 'User ID']}>
      {users.map((user) => (
        <tr key={user.userId} className={selectedId === user.userId ? 'admin-table__row--selected' : undefined}>
          <td>
            <button
              type="button"
              className="users-page__email"
              onClick={(event) => onSelect(user, event.currentTarget)}
            >
              <EmailLines email={user.email} />
            </button>
          </td>
          <td>
            <UserStatusBadge status={user.status} enabled={user.enabled} />
          </td>
          <td className="users-page__date">{formatDateTime(user.joinDate)}</td>
          <td className="users-page__date">{user.lastLogin ? formatDateTime(user.lastLogin) : 'Never'}</td>
          <td>
            <code className="users-page__id" title={user.userId}>
              {user.userId}
            </code>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
