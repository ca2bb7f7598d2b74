import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from '#contract/api/api-error.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { errorDetail } from '../api/error-detail.ts';
import './message-card.css';
import './error-card.css';

/**
 * A page that could not be shown (spec §2 Error screens): the type's icon and title as the heading,
 * its message and any field message, Try Again when retrying may help, then Go Home and Create a
 * Note. A network error reads as the connection-problem screen.
 */
export function ErrorCard({ error, message, onRetry, children }: { error: ApiError; message?: string; onRetry?: () => void; children?: ReactNode }) {
  const display = errorTypeDisplay[error.type];
  const detail = errorDetail(error);
  return (
    <section className={`card message-card error-card error-card--${error.type}`} role="alert" aria-labelledby="error-card-title">
      <p className="message-card__icon" aria-hidden="true">
        {display.icon}
      </p>
      <h1 id="error-card-title">{display.title}</h1>
      <p>{message ?? error.message}</p>
      {detail && <p className="error-card__detail">{detail}</p>}
      {children}
      <div className="button-row">
        {onRetry && error.retryable && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try Again
          </button>
        )}
        <Link to={spaRoutes.home} className={onRetry && error.retryable ? 'button' : 'button button--primary'}>
          Go Home
        </Link>
        <Link to={spaRoutes.createNote} className="button">
          Create a Note
        </Link>
      </div>
    </section>
  );
}
