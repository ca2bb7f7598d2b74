import type { ReactNode } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { errorDetail } from '../api/error-text.ts';
import './error-panel.css';

/**
 * A failed call shown inside a form or section (spec §8): the type's icon, title and message, the
 * server's field message for validation errors, and Try Again only when retrying may help.
 */
export function ErrorPanel({ error, onRetry, children }: { error: ApiError; onRetry?: () => void; children?: ReactNode }) {
  const display = errorTypeDisplay[error.type];
  const detail = errorDetail(error);
  return (
    <div role="alert" className={`error-panel error-panel--${error.type}`}>
      <span className="error-panel__icon" aria-hidden="true">
        {display.icon}
      </span>
      <div className="error-panel__body">
        <p className="error-panel__title">{display.title}</p>
        <p className="error-panel__message">{error.message}</p>
        {detail && <p className="error-panel__detail">{detail}</p>}
        {(onRetry && error.retryable) || children ? (
          <div className="error-panel__actions">
            {onRetry && error.retryable && (
              <button type="button" className="button button--small button--primary" onClick={onRetry}>
                Try Again
              </button>
            )}
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
