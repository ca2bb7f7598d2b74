import { useRef, useState } from 'react';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { UserFilter } from '#contract/admin/admin-schemas.ts';
import { adminUserTexts } from '#contract/admin/admin-user-texts.ts';
import { settledError } from '../../../api/settled-error.ts';
import { Alert } from '../../../components/alert.tsx';
import { CallError } from '../../../components/call-error.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { AdminPagination } from '../admin-pagination.tsx';
import { AdminSectionHeader } from '../admin-section-header.tsx';
import { adminSections } from '../admin-sections.ts';
import { usePagedEndpoint } from '../use-paged-endpoint.ts';
import { CreateUserForm } from './create-user-form.tsx';
import { UserDetailsPanel } from './user-details-panel.tsx';
import { UsersFilterBar } from './users-filter-bar.tsx';
import { UsersTable } from './users-table.tsx';
import type { ListedUser } from './users-table.tsx';
import '../admin-table.css';
import './users-page.css';
import { AdminRefreshButton } from '../admin-refresh-button.tsx';

const section = adminSections.find((item) => item.path === '/admin/users')!;

/** How long typing pauses before the search goes to the server. */
const searchPauseMs = 300;

/**
 * User Management (spec §2): the users a page at a time (25 or 50, newest join first), searched
 * (case-insensitive substring of e-mail or user ID) and filtered by status by the server across every
 * page, with a user's details panel and its actions, and Create User. Changing the search, the filter
 * or the page size goes back to page 1 (spec §9). Writes (Create User, an action on a user) load the
 * list again themselves.
 */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserFilter | ''>('');
  const searched = useDebouncedValue(search.trim(), searchPauseMs);
  const [selected, setSelected] = useState<ListedUser>();
  // Closing the details panel gives focus back to the e-mail that opened it.
  const opener = useRef<HTMLButtonElement>(null);
  // The Create User form, once done or cancelled, gives focus back to its button.
  const createButton = useRef<HTMLButtonElement>(null);
  const [creating, setCreating] = useState(false);
  const closeCreate = () => {
    setCreating(false);
    createButton.current?.focus();
  };
  const [notice, setNotice] = useState<string>();
  const filters = { search: searched || undefined, status: status || undefined };
  const {
    query: users,
    page,
    setPage,
    pageSize,
    setPageSize,
    totalCount,
    pageCount,
  } = usePagedEndpoint(adminEndpoints.adminUsers, filters);

  const failure = settledError(users);
  const list = (users.isPlaceholderData ? undefined : users.data)?.users;
  const filtered = searched !== '' || status !== '';

  return (
    <>
      <AdminSectionHeader
        title={section.label}
        description={section.description}
        actions={
          <>
            <AdminRefreshButton query={users} />
            <button
              ref={createButton}
              type="button"
              className="button button--primary"
              onClick={() => setCreating(!creating)}
              aria-expanded={creating}
            >
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
        />
      )}
      <UsersFilterBar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        status={status}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
        pageSize={pageSize}
        onPageSize={setPageSize}
      />
      {failure ? (
        <CallError
          error={failure}
          title={adminUserTexts.loadFailedTitle}
          message={adminUserTexts.loadFailed}
          onRetry={() => void users.refetch()}
        />
      ) : !list ? (
        <LoadingState label="Loading users…" />
      ) : list.length === 0 ? (
        <p className="admin-table-empty">{filtered ? adminUserTexts.noMatches : adminUserTexts.noUsers}</p>
      ) : (
        <>
          <p className="users-page__count" role="status">
            Page {page} of {pageCount} · {totalCount} user{totalCount === 1 ? '' : 's'}{' '}
            {filtered ? (totalCount === 1 ? 'matches' : 'match') : 'in all'}
          </p>
          <UsersTable
            users={list}
            selectedId={selected?.userId}
            onSelect={(user, button) => {
              opener.current = button;
              setSelected(user);
            }}
          />
        </>
      )}
      <AdminPagination page={page} pageCount={failure ? 1 : pageCount} label="Users pages" onPage={setPage} />
    </>
  );
}
