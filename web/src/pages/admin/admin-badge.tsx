import type { ReactNode } from 'react';
import './admin-badge.css';

/** A badge's colour: good (green), warning (amber), danger (red), neutral (grey), info (the accent). */
export type AdminBadgeTone = 'good' | 'warning' | 'danger' | 'neutral' | 'info';

/** A status in a word, coloured by its tone; the word is always there, so the colour is never the only sign (a user's status, a mail's). */
export function AdminBadge({ tone, children }: { tone: AdminBadgeTone; children: ReactNode }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
