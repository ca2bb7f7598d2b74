import type { ReactNode } from 'react';
import './admin-badge.css';

/** The colours of an admin badge: green (active, confirmed), gold (selected, a warning), grey (archived, unknown), red (compromised). */
export type AdminBadgeTone = 'success' | 'warning' | 'neutral' | 'danger';

/** A small label beside a row's name: 'Active', 'Selected', a user's status. Its words say it all; the colour only repeats them. */
export function AdminBadge({ tone, children }: { tone: AdminBadgeTone; children: ReactNode }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
