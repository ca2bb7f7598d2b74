import type { ReactNode } from 'react';
import { Alert } from '../../components/alert.tsx';
import './admin-alert.css';

/** What an AdminAlert says: its heading ('Configuration Error', 'Configuration Saved'…), its text, and a button or two after it. */
export interface AdminAlertProps {
  heading: string;
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  actions?: ReactNode;
  onDismiss?: () => void;
}

/** An admin section's alert with a heading (spec §8's alert headings and successes): an error is announced at once, good news politely. */
export function AdminAlert({ heading, tone = 'error', children, actions, onDismiss }: AdminAlertProps) {
  return (
    <Alert tone={tone} onDismiss={onDismiss}>
      <p className="admin-alert__heading">{heading}</p>
      <div className="admin-alert__text">{children}</div>
      {actions && <div className="admin-alert__actions">{actions}</div>}
    </Alert>
  );
}
