import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import './admin-table.css';

/** What an admin table shows: its caption for screen readers, its column headings, its rows, and a class of its own. */
export interface AdminTableProps {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
  className?: string;
}

/**
 * An admin data table. Where its card is narrow its rows stack, each cell under its column's heading:
 * the cells are labelled with their column after every render (rows come and go with their callers'
 * state), and a cell spanning columns (a row's detail) stays unlabelled.
 */
export function AdminTable({ caption, columns, children, className }: AdminTableProps) {
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    for (const row of table.current?.tBodies[0]?.rows ?? []) {
      [...row.cells].forEach((cell, index) => {
        const label = cell.colSpan === 1 ? columns[index] : undefined;
        if (label) cell.dataset.label = label;
        else delete cell.dataset.label;
      });
    }
  });
  return (
    <div className="admin-table-wrap">
      <table ref={table} className={className ? `admin-table ${className}` : 'admin-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
