import type { ReactNode } from 'react';
import { settledError } from '../../api/settled-error.ts';
import { CallError } from '../../components/call-error.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { AdminPageSizeField } from './admin-page-size-field.tsx';
import { AdminPagination } from './admin-pagination.tsx';
import type { PagedList } from './use-paged-endpoint.ts';
import './admin-paged-list.css';
import './admin-table.css';

/** What an AdminPagedList shows: the list's name (plural, lower case: 'contact messages'), its empty state, and how a loaded page looks. */
export interface AdminPagedListProps<T extends { totalCount: number }> {
  list: PagedList<T>;
  /** 'contact messages': for the count, the failure ('Failed to load contact messages…') and the pagination's name. */
  what: string;
  empty: string;
  children: (data: T) => ReactNode;
}

const capitalised = (words: string) => words.replace(/\b\w/g, (letter) => letter.toUpperCase());

/**
 * A server-paged admin list (messages, mail, audit): the count and the page size above it, then the
 * page (or its loading, failure or empty state), then the pagination. The count speaks once a page
 * has come, not while the last page stands in for it.
 */
export function AdminPagedList<T extends { totalCount: number }>({
  list,
  what,
  empty,
  children,
}: AdminPagedListProps<T>) {
  const { query, page, pageCount, totalCount } = list;
  const failure = settledError(query);
  const loaded = query.isPlaceholderData ? undefined : query.data;
  return (
    <div className="admin-paged-list">
      <div className="admin-paged-list__bar">
        <p className="admin-paged-list__count" role="status">
          {loaded ? `Page ${page} of ${pageCount} · ${totalCount} in all` : ''}
        </p>
        <AdminPageSizeField value={list.pageSize} onChange={list.setPageSize} />
      </div>
      {failure ? (
        <CallError
          error={failure}
          title={`Failed to Load ${capitalised(what)}`}
          message={`Failed to load ${what}. Please try refreshing.`}
          onRetry={() => void query.refetch()}
        />
      ) : !loaded ? (
        <LoadingState label={`Loading ${what}…`} />
      ) : loaded.totalCount === 0 ? (
        <p className="admin-table-empty">{empty}</p>
      ) : (
        children(loaded)
      )}
      <AdminPagination
        page={page}
        pageCount={failure ? 1 : pageCount}
        label={`${capitalised(what)} pages`}
        onPage={list.setPage}
      />
    </div>
  );
}
