import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { LoadingState } from '../components/loading-state.tsx';
import { MessageCard } from '../components/message-card.tsx';
import { useSession } from './session-context.ts';

/** What a page behind RequireSignIn says while the session is checked, and to anyone not signed in. */
export interface RequireSignInProps {
  loadingLabel: string;
  title: string;
  message: string;
  /** Offer Go Home beside Log In. */
  offerHome?: boolean;
  /** The page, for the signed-in user. */
  children: (claims: SessionClaims) => ReactNode;
}

/** Shows a page only to a signed-in user: a spinner while the session is checked, else a sign-in-required card with Log In. */
export function RequireSignIn({ loadingLabel, title, message, offerHome = false, children }: RequireSignInProps) {
  const session = useSession();
  if (session.status === 'loading') return <LoadingState label={loadingLabel} />;
  if (session.status === 'signed-out' || !session.claims) {
    return (
      <MessageCard
        icon={errorTypeDisplay.authentication.icon}
        title={title}
        actions={
          <>
            <Link to={spaRoutes.login} className="button button--primary">
              Log In
            </Link>
            {offerHome && (
              <Link to={spaRoutes.home} className="button">
                Go Home
              </Link>
            )}
          </>
        }
      >
        <p>{message}</p>
      </MessageCard>
    );
  }
  return children(session.claims);
}
