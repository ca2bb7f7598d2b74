import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminDefaultPageSize } from '#contract/admin/admin-messages.ts';
import type { ApiError } from '#contract/api/api-error.ts';
import type { EndpointInput } from '../../api/endpoint-key.ts';
import { useEndpoint } from '../../api/use-endpoint.ts';
import type { AnswerOf } from '../../api/use-endpoint.ts';

/** The admin lists the server pages: a page and its size in the query, the total in the answer. */
type PagedEndpoint = (typeof adminEndpoints)[
  | 'adminUsers'
  | 'adminMail'
  | 'adminContactMessages'
  | 'adminAppreciationNotes'
  | 'adminAudit'
  | 'adminModerationQueue'
  | 'adminNotes'];

/** A paged list's load and where it is: the page, the page size, and the total and page count of the last answer. */
export interface PagedList<T> {
  /** Its data is the last page's while the next one loads (`isPlaceholderData`), so the totals stay. */
  query: UseQueryResult<T, ApiError>;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  /** Changes the page size and goes back to page 1 (spec §9). */
  setPageSize: (size: number) => void;
  totalCount: number;
  pageCount: number;
}

/**
 * One page of a server-paged admin list at a time (25 or 50, 50 at first), each page cached under its
 * own key, with the `filters` the endpoint's query takes beside the page (the users' search and
 * status; undefined ones are left out). While the next page loads, the last answer stays as
 * placeholder, so the total and the pagination do not vanish and come back.
 */
export function usePagedEndpoint<E extends PagedEndpoint>(
  endpoint: E,
  filters: Record<string, string | undefined> = {},
): PagedList<AnswerOf<E>> {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState<number>(adminDefaultPageSize);
  // Every paged endpoint takes this query; TypeScript cannot see that through the type parameter.
  const input = { query: { ...filters, page, pageSize } } as EndpointInput<E>;
  const query = useEndpoint(endpoint, input, { placeholderData: keepPreviousData });
  const totalCount = query.data?.totalCount ?? 0;
  return {
    query,
    page,
    setPage,
    pageSize,
    setPageSize: (size) => {
      setSize(size);
      setPage(1);
    },
    totalCount,
    pageCount: Math.max(1, Math.ceil(totalCount / pageSize)),
  };
}
