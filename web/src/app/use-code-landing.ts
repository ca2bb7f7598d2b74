import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { useSession } from '../auth/session-context.ts';

// Spec §9: the post-login code redirect waits 1000 ms.
const codeRedirectMs = 1000;

/**
 * Spec §2 Shell: when the app is opened with a `code` query parameter (a provider's redirect landing
 * on the app rather than on our callback), it checks the user again after 1 s, then goes to the
 * account page, leaving the code out of the URL and the history. Not on /device: its `code` is the
 * terminal's code from `nemesis login --web`, which the page shows for approval.
 */
export function useCodeLanding(): void {
  const { refresh } = useSession();
  const navigate = useNavigate();
  // The router's location, not window's: the same on the server and in the browser.
  const { pathname, search } = useLocation();
  const [landedWithCode] = useState(() => pathname !== spaRoutes.device && new URLSearchParams(search).has('code'));
  useEffect(() => {
    if (!landedWithCode) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void refresh().then(() => {
        if (!cancelled) navigate(spaRoutes.account, { replace: true });
      });
    }, codeRedirectMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [landedWithCode, refresh, navigate]);
}
