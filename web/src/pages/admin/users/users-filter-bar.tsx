import { userStatuses } from '#contract/admin/admin-schemas.ts';
import type { UserStatus } from '#contract/admin/admin-schemas.ts';
import { AdminFilterBar } from '../admin-filter-bar.tsx';
import { AdminPageSizeField } from '../admin-page-size-field.tsx';
import { AdminSearchField } from '../admin-search-field.tsx';
import { AdminSelectField } from '../admin-select-field.tsx';
import '../../../components/field.css';

/** The status filter's choices: every status, or one of those the server keeps. */
const statusOptions = [{ value: '', label: 'All statuses' }, ...userStatuses.map((value) => ({ value, label: value }))];

/** What the users' filter bar sets: the search, the status filter and the page size. */
export interface UsersFilterBarProps {
  search: string;
  onSearch: (search: string) => void;
  status: UserStatus | '';
  onStatus: (status: UserStatus | '') => void;
  pageSize: number;
  onPageSize: (size: number) => void;
}

/** Find users: a search of e-mail or user ID, a status filter and the page size. */
export function UsersFilterBar({ search, onSearch, status, onStatus, pageSize, onPageSize }: UsersFilterBarProps) {
  return (
    <AdminFilterBar label="Find users">
      <AdminSearchField id="users-search" placeholder="E-mail or user ID" value={search} onChange={onSearch} />
      <AdminSelectField
        label="Status"
        value={status}
        options={statusOptions}
        onChange={(value) => onStatus(value as UserStatus | '')}
      />
      <AdminPageSizeField value={pageSize} onChange={onPageSize} />
    </AdminFilterBar>
  );
}
