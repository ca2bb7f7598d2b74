import { useRef, useState } from 'react';
import { useQuery } from './use-query.ts';
import type { Query } from './use-query.ts';

/** Which page a paged list asks for: from 1, and how many a page. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** A paged list's load and where it is: the page, the page size, and the total and page count of the last answer. */
export interface PagedQuery<T> {
  query: Query<T>;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  /** Changes the page size and goes back to page 1 (spec §9). */
  setPageSize: (size: number) => void;
  totalCount: number;
  pageCount: number;
}

/**
 * Loads one page of a server-paged list (an answer with `totalCount`) at a time, again whenever the
 * page or its size changes. While the next page loads, the total stays that of the last answer, so
 * the pagination does not vanish and come back.
 */
export function usePagedQuery<T extends { totalCount: number }>(load: (request: PageRequest, signal: AbortSignal) => Promise<T>, initialPageSize: number): PagedQuery<T> {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialPageSize);
  const query = useQuery((signal) => load({ page, pageSize }, signal), [page, pageSize]);
  const lastTotal = useRef(0);
  if (query.data) lastTotal.current = query.data.totalCount;
  return {
    query,
    page,
    setPage,
    pageSize,
    setPageSize: (size) => {
      setSize(size);
      setPage(1);
    },
    totalCount: lastTotal.current,
    pageCount: Math.max(1, Math.ceil(lastTotal.current / pageSize)),
  };
}
