import type { ReactNode } from 'react';
import '../../components/field.css';
import './admin-filter-bar.css';

/** The row of fields above an admin list (search, a filter, the page size); they wrap on narrow screens. */
export function AdminFilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-filter-bar" role="group" aria-label={label}>
      {children}
    </div>
  );
}
