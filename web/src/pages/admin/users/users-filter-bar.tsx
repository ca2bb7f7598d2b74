import { userFilters } from '#contract/admin/admin-schemas.ts';
import type { UserFilter } from '#contract/admin/admin-schemas.ts';
import { disabledBadge } from '#contract/admin/admin-user-texts.ts';
import { AdminFilterBar } from '../admin-filter-bar.tsx';
import { AdminPageSizeField } from '../admin-page-size-field.tsx';
import { AdminSearchField } from '../admin-search-field.tsx';
import { AdminSelectField } from '../admin-select-field.tsx';
import '../../../components/field.css';

/** The status filter's choices: every status, one of those the server keeps, or the disabled accounts. */
const statusOptions = [
  { value: '', label: 'All statuses' },
  ...userFilters.map((value) => ({ value, label: value === 'DISABLED' ? disabledBadge : value })),
];

/** What the users' filter bar sets: the search, the status filter and the page size. */
export interface UsersFilterBarProps {
  search: string;
  onSearch: (search: string) => void;
  status: UserFilter | '';
  onStatus: (status: UserFilter | '') => void;
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
        onChange={(value) => onStatus(value as UserFilter | '')}
      />
      <AdminPageSizeField value={pageSize} onChange={onPageSize} />
    </AdminFilterBar>
  );
}
