import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ApiError } from '#contract/api/api-error.ts';
import { adminHome } from '#contract/site/spa-routes.ts';
import { errorText } from '../../api/error-text.ts';
import { MessageCard } from '../../components/message-card.tsx';

interface Props {
  /** Changing it (another section opened) clears the error. */
  resetKey: string;
  /** Goes to the admin home (the router's navigate, so the app is not reloaded). */
  onHome: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * The admin error boundary (spec §2): 'Admin Interface Error' with the failure's user message, or
 * the generic one, and Try Again (renders the section again), Reload Page and Admin Home.
 */
export class AdminErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Admin section failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined)
      this.setState({ error: undefined });
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message =
      error instanceof ApiError ? errorText(error) : 'An unexpected error occurred in the admin interface';
    return (
      <MessageCard
        icon="⚠️"
        title="Admin Interface Error"
        className="error-card"
        role="alert"
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => this.setState({ error: undefined })}
            >
              Try Again
            </button>
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Reload Page
            </button>
            <a
              className="button"
              href={adminHome}
              onClick={(event) => {
                event.preventDefault();
                this.setState({ error: undefined });
                this.props.onHome();
              }}
            >
              Admin Home
            </a>
          </>
        }
      >
        <p>{message}</p>
      </MessageCard>
    );
  }
}
