import type { ReactNode } from 'react';
import { Alert } from '../../components/alert.tsx';
import './admin-alert.css';

/** What an AdminAlert says: its heading ('Configuration Error', 'Configuration Saved'…), its text, and Try Again or a close button. */
export interface AdminAlertProps {
  heading: string;
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  /** Loads again (a list that failed to load): a Try Again button. */
  onRetry?: () => void;
  onDismiss?: () => void;
}

/** An admin section's alert with a heading (spec §8's alert headings and successes): an error is announced at once, good news politely. */
export function AdminAlert({ heading, tone = 'error', children, onRetry, onDismiss }: AdminAlertProps) {
  return (
    <Alert tone={tone} onDismiss={onDismiss}>
      <p className="admin-alert__heading">{heading}</p>
      <div className="admin-alert__text">{children}</div>
      {onRetry && (
        <div className="admin-alert__actions">
          <button type="button" className="button button--small" onClick={onRetry}>
            Try Again
          </button>
        </div>
      )}
    </Alert>
  );
}
