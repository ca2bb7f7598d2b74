import { Link } from 'react-router-dom';
import type { ApiError } from '#contract/api/api-error.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';

/** A wizard call's failure: the error by type, Try Again when retryable, and Log In when the session has ended. */
export function StepError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <ErrorPanel error={error} onRetry={onRetry}>
      {error.type === 'authentication' && (
        <Link to={spaRoutes.login} className="button button--small">
          Log In
        </Link>
      )}
    </ErrorPanel>
  );
}
