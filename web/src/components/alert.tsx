import type { ReactNode } from 'react';
import './alert.css';

/** An error (role alert) or a piece of good news (role status), with a close button when it can be dismissed. */
export function Alert({
  tone = 'error',
  onDismiss,
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  onDismiss?: () => void;
  children: ReactNode;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`alert alert--${tone}`}>
      <div className="alert__text">{children}</div>
      {onDismiss && (
        <button type="button" className="alert__close" aria-label="Dismiss" onClick={onDismiss}>
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </div>
  );
}
