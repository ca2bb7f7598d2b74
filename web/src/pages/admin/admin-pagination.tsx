import './admin-pagination.css';

/** The page links to show around `page` (spec §9: current ±2), with a gap where pages are left out. */
function pageWindow(page: number, pageCount: number): (number | 'gap-before' | 'gap-after')[] {
  const first = Math.max(1, page - 2);
  const last = Math.min(pageCount, page + 2);
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return [...(first > 1 ? ['gap-before' as const] : []), ...pages, ...(last < pageCount ? ['gap-after' as const] : [])];
}

/** What an AdminPagination pages through: the page shown (from 1), how many there are, and what it is a list of (its name for screen readers). */
export interface AdminPaginationProps {
  page: number;
  pageCount: number;
  label: string;
  onPage: (page: number) => void;
}

/**
 * An admin list's pages (spec §9): Previous, up to five page links (the current one ±2) with an
 * ellipsis where pages are left out, and Next. Nothing when everything fits on one page.
 */
export function AdminPagination({ page, pageCount, label, onPage }: AdminPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={label}>
      <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <ol className="admin-pagination__pages">
        {pageWindow(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={
                  item === page ? 'admin-pagination__page admin-pagination__page--current' : 'admin-pagination__page'
                }
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="admin-pagination__gap">
              …
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="button button--small"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
