import type { ReactNode } from 'react';
import { Alert } from '../../components/alert.tsx';
import './admin-alert.css';

/** What an AdminAlert says: its heading ('Configuration Saved'…), its text, and a close button when it can be dismissed. */
export interface AdminAlertProps {
  heading: string;
  tone: 'success' | 'info';
  children: ReactNode;
  onDismiss?: () => void;
}

/** An admin section's good news or notice with a heading (spec §8's successes), announced politely; a failed call is a CallError. */
export function AdminAlert({ heading, tone, children, onDismiss }: AdminAlertProps) {
  return (
    <Alert tone={tone} onDismiss={onDismiss}>
      <p className="admin-alert__heading">{heading}</p>
      <div className="admin-alert__text">{children}</div>
    </Alert>
  );
}
