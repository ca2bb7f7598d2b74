import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from '#contract/api/api-error.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { errorDetail, errorText } from '../api/error-text.ts';
import { Alert } from './alert.tsx';
import { MessageCard } from './message-card.tsx';
import { Emoji } from './emoji.tsx';
import './call-error.css';
import './error-card.css';

/** What a CallError shows beside the failure itself. */
export interface CallErrorProps {
  error: ApiError;
  /** Calls again: a Try Again button, shown only when retrying may help. */
  onRetry?: () => void;
  /** The spec's own heading for this call's failure (an admin list's 'Failed to Load Users'), instead of the error type's title. */
  title?: string;
  /** The spec's own text for this failure, instead of the error's message. */
  message?: string;
  /** The page itself could not be shown (spec §2 Error screens): a page-sized card with Go Home and Create a Note (not offered without a connection). */
  page?: boolean;
  /** More actions beside Try Again. */
  children?: ReactNode;
  /** A form's failure: the server's own words (or `message`) in an alert the user can dismiss, beside the form. */
  inline?: boolean;
  /** Dismisses an inline failure. */
  onDismiss?: () => void;
}

/**
 * The one way the app shows a failed call (spec §8): the error type's icon and title, its message and
 * any field message or wait, Try Again when retrying may help, and Log In when the session has ended.
 * Inside a section it is a panel; for a whole page, a card (a network error reads as the
 * connection-problem screen); beside a form that failed to send, an alert in the server's words.
 */
export function CallError({
  error,
  onRetry,
  title,
  message,
  page = false,
  children,
  inline = false,
  onDismiss,
}: CallErrorProps) {
  if (inline) return <Alert onDismiss={onDismiss}>{message ?? errorText(error)}</Alert>;
  const display = errorTypeDisplay[error.type];
  const detail = errorDetail(error);
  const retry = onRetry && error.retryable;
  if (page) {
    return (
      <MessageCard
        icon={display.icon}
        title={title ?? display.title}
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
            {children}
            <Link to={spaRoutes.home} className={retry ? 'button' : 'button button--primary'}>
              Go Home
            </Link>
            {error.type !== 'network' && (
              <Link to={spaRoutes.createNote} className="button">
                Create a Note
              </Link>
            )}
          </>
        }
      >
        <p>{message ?? error.message}</p>
        {detail && <p className="error-card__detail">{detail}</p>}
      </MessageCard>
    );
  }
  const logIn = error.type === 'authentication';
  return (
    <div role="alert" className={`error-panel error-panel--${error.type}`}>
      <span className="error-panel__icon" aria-hidden="true">
        <Emoji emoji={display.icon} />
      </span>
      <div className="error-panel__body">
        <p className="error-panel__title">{title ?? display.title}</p>
        <p className="error-panel__message">{message ?? error.message}</p>
        {detail && <p className="error-panel__detail">{detail}</p>}
        {retry || logIn || children ? (
          <div className="error-panel__actions">
            {retry && (
              <button type="button" className="button button--small button--primary" onClick={onRetry}>
                Try Again
              </button>
            )}
            {logIn && (
              <Link to={spaRoutes.login} className="button button--small">
                Log In
              </Link>
            )}
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
