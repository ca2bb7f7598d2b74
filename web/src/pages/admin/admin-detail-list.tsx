import type { ReactNode } from 'react';
import './admin-detail-list.css';

/** A thing's details as label and value pairs, in two columns where there is room (one on a phone). */
export function AdminDetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="admin-detail-list">
      {rows.map(([label, value]) => (
        <div key={label} className="admin-detail-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
