import { useRef, useState } from 'react';
import type { z } from 'zod';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminDefaultPageSize } from '#contract/admin/admin-messages.ts';
import type { userListItem } from '#contract/admin/admin-schemas.ts';
import { adminUserTexts } from '#contract/admin/admin-user-texts.ts';
import { api } from '../../../api/api-client.ts';
import { Alert } from '../../../components/alert.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { formatDateTime } from '../../../format/format-date.ts';
import { usePagedQuery } from '../../../hooks/use-paged-query.ts';
import { AdminFilterBar } from '../admin-filter-bar.tsx';
import { AdminLoadError } from '../admin-load-error.tsx';
import { AdminPageSizeField } from '../admin-page-size-field.tsx';
import { AdminPagination } from '../admin-pagination.tsx';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { AdminSelectField } from '../admin-select-field.tsx';
import { AdminTable } from '../admin-table.tsx';
import { adminSections } from '../admin-sections.ts';
import { EmailLines } from '../email-lines.tsx';
import { CreateUserForm } from './create-user-form.tsx';
import { UserDetailsPanel } from './user-details-panel.tsx';
import { UserStatusBadge, shownStatusOf, shownUserStatuses } from './user-status-badge.tsx';
import type { ShownUserStatus } from './user-status-badge.tsx';
import '../../../components/field.css';
import '../admin-table.css';
import './users-page.css';

const section = adminSections.find((item) => item.path === '/admin/users')!;

type ListedUser = z.infer<typeof userListItem>;

/** The status filter's choices: every status, or one. */
const statusOptions = [{ value: '', label: 'All statuses' }, ...shownUserStatuses.map((value) => ({ value, label: value }))];

/** Whether a user matches the search (spec §5: case-insensitive substring of e-mail or userId) and the status filter. */
function matches(user: ListedUser, search: string, status: ShownUserStatus | ''): boolean {
  const needle = search.trim().toLowerCase();
  const found = !needle || user.email.toLowerCase().includes(needle) || user.userId.toLowerCase().includes(needle);
  return found && (!status || shownStatusOf(user.status) === status);
}

/**
 * User Management (spec §2): the users a page at a time (25 or 50, newest join first), searched and
 * filtered by status on the loaded page, with a user's details panel and its actions, and Create User.
 * Changing the search, the filter or the page size goes back to page 1 (spec §9).
 */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ShownUserStatus | ''>('');
  const [selected, setSelected] = useState<ListedUser>();
  // Closing the details panel gives focus back to the e-mail that opened it.
  const opener = useRef<HTMLButtonElement>(null);
  // The Create User form, once done or cancelled, gives focus back to its button.
  const createButton = useRef<HTMLButtonElement>(null);
  const closeCreate = () => {
    setCreating(false);
    createButton.current?.focus();
  };
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string>();
  const paged = usePagedQuery((query, signal) => api.call(adminEndpoints.adminUsers, { query, signal }), adminDefaultPageSize);
  const { query: users, page, setPage, pageSize, totalCount, pageCount } = paged;

  const list = users.data?.users ?? [];
  const shown = list.filter((user) => matches(user, search, status));
  const filtered = search.trim() !== '' || status !== '';

  return (
    <>
      <AdminSectionHeader
        title={section.label}
        description={section.description}
        actions={
          <>
            <button type="button" className="button" onClick={() => void users.reload()} disabled={users.loading}>
              Refresh
            </button>
            <button ref={createButton} type="button" className="button button--primary" onClick={() => setCreating(!creating)} aria-expanded={creating}>
              Create User
            </button>
          </>
        }
      />
      {notice && (
        <div className="users-page__notice">
          <Alert tone="success" onDismiss={() => setNotice(undefined)}>
            {notice}
          </Alert>
        </div>
      )}
      {creating && (
        <CreateUserForm
          onCancel={closeCreate}
          onCreated={(email) => {
            closeCreate();
            setNotice(`${email} is created. A temporary password is on its way to them by e-mail.`);
            void users.reload();
          }}
        />
      )}
      {selected && (
        <UserDetailsPanel
          key={selected.userId}
          user={selected}
          onClose={() => {
            setSelected(undefined);
            opener.current?.focus();
          }}
          onChanged={() => void users.reload()}
        />
      )}
      <AdminFilterBar label="Find users">
        <div className="field">
          <label className="field__label" htmlFor="users-search">
            Search
          </label>
          <input
            id="users-search"
            className="field__input"
            type="search"
            placeholder="E-mail or user ID"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <AdminSelectField
          label="Status"
          value={status}
          options={statusOptions}
          onChange={(value) => {
            setStatus(value as ShownUserStatus | '');
            setPage(1);
          }}
        />
        <AdminPageSizeField
          value={pageSize}
          onChange={paged.setPageSize}
        />
      </AdminFilterBar>
      {users.error ? (
        <AdminLoadError title={adminUserTexts.loadFailedTitle} message={adminUserTexts.loadFailed} onRetry={() => void users.reload()} />
      ) : !users.data ? (
        <LoadingState label="Loading users…" />
      ) : list.length === 0 ? (
        <p className="admin-table-empty">{adminUserTexts.noUsers}</p>
      ) : (
        <>
          <p className="users-page__count" role="status">
            {filtered ? `${shown.length} of ${list.length} users on this page match · ` : ''}
            Page {page} of {pageCount} · {totalCount} user{totalCount === 1 ? '' : 's'} in all
          </p>
          {shown.length === 0 ? (
            <p className="admin-table-empty">{adminUserTexts.noMatches}</p>
          ) : (
            <AdminTable caption="Users, newest first" columns={['Email', 'Status', 'Joined', 'Last login', 'User ID']}>
              {shown.map((user) => (
                <tr key={user.userId} className={selected?.userId === user.userId ? 'users-page__row--selected' : undefined}>
                  <td>
                    <button
                      type="button"
                      className="users-page__email"
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setSelected(user);
                      }}
                    >
                      <EmailLines email={user.email} />
                    </button>
                  </td>
                  <td>
                    <UserStatusBadge status={user.status} />
                  </td>
                  <td className="users-page__date">{formatDateTime(user.joinDate)}</td>
                  <td className="users-page__date">{user.lastLogin ? formatDateTime(user.lastLogin) : 'Never'}</td>
                  <td>
                    <code className="users-page__id">{user.userId}</code>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
      <AdminPagination page={page} pageCount={users.error ? 1 : pageCount} label="Users pages" onPage={setPage} />
    </>
  );
}
