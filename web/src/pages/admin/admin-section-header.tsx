import type { ReactNode } from 'react';
import './admin-section-header.css';

/** The top of an admin section: its heading, a line on what it is for, and its actions (Refresh, Create…). */
export function AdminSectionHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <header className="admin-section-header">
      <div>
        <h1>{title}</h1>
        <p>{description}</p>
      </div>
      {actions && <div className="admin-section-header__actions">{actions}</div>}
    </header>
  );
}
