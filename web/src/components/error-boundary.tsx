import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import './message-card.css';

interface State {
  failed: boolean;
}

/** Catches a page that fails to render and offers a way out instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="card error-card" role="alert">
        <h1>Something went wrong</h1>
        <p>This page hit an unexpected problem. Reloading usually fixes it.</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload Page
          </button>
          <a className="button" href={spaRoutes.home}>
            Go Home
          </a>
        </div>
      </section>
    );
  }
}
