import { Link } from 'react-router-dom';
import type { ApiError } from '#contract/api/api-error.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { errorDetail } from '../api/error-text.ts';
import { MessageCard } from './message-card.tsx';
import './message-card.css';
import './error-card.css';

/**
 * A page that could not be shown (spec §2 Error screens): the type's icon and title as the heading,
 * its message and any field message, Try Again when retrying may help, then Go Home and Create a
 * Note. A network error reads as the connection-problem screen.
 */
export function ErrorCard({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const display = errorTypeDisplay[error.type];
  const detail = errorDetail(error);
  const retry = onRetry && error.retryable;
  return (
    <MessageCard
      icon={display.icon}
      title={display.title}
      className={`error-card error-card--${error.type}`}
      role="alert"
      titleId="error-card-title"
      actions={
        <>
          {retry && (
            <button type="button" className="button button--primary" onClick={onRetry}>
              Try Again
            </button>
          )}
          <Link to={spaRoutes.home} className={retry ? 'button' : 'button button--primary'}>
            Go Home
          </Link>
          <Link to={spaRoutes.createNote} className="button">
            Create a Note
          </Link>
        </>
      }
    >
      <p>{error.message}</p>
      {detail && <p className="error-card__detail">{detail}</p>}
    </MessageCard>
  );
}
