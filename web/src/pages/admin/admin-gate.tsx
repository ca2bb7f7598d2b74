import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { RequireSignIn } from '../../auth/require-sign-in.tsx';
import { useSession } from '../../auth/session-context.ts';
import { LoadingState } from '../../components/loading-state.tsx';

/** What the gate knows: still asking the server, or its answer. */
type Check = 'checking' | 'admin' | 'refused';

/**
 * The admin gate (spec §4): 'Checking permissions...' while it asks the server who the user is now
 * (rights may have changed since the page loaded), then the panel for an admin; anyone else goes to
 * Access Denied, which shows the path they tried. Signed out, it asks them to log in first.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [check, setCheck] = useState<Check>('checking');
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    session.refresh().then(
      (claims) => current && setCheck(claims?.isAdmin ? 'admin' : 'refused'),
      () => current && setCheck('refused'),
    );
    return () => {
      current = false;
    };
    // Asked once per sign-in: a new session (another user) is asked again.
  }, [signedIn, session.claims?.sub]);

  return (
    <RequireSignIn
      loadingLabel="Checking permissions..."
      title="Admin sign-in required"
      message={adminMessages.unauthorized}
      offerHome
    >
      {() => {
        if (check === 'checking') return <LoadingState label="Checking permissions..." />;
        if (check === 'refused')
          return (
            <Navigate to={spaRoutes.adminUnauthorized} replace state={{ from: location.pathname + location.search }} />
          );
        return children;
      }}
    </RequireSignIn>
  );
}
