import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '#contract/api/api-error.ts';
import { callLazily } from '../api/call-lazily.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { forgetAccountData } from '../offline/forget-account-data.ts';
import { forgetWizardDraft } from '../offline/forget-wizard-draft.ts';
import { useReconnect } from '../offline/use-reconnect.ts';
import { forgetLoginReport, reportLoginOnce } from './report-login.ts';
import { SessionContext } from './session-context.ts';
import type { Session } from './session-context.ts';
import { hasSignedInHint } from './signed-in-hint.ts';
import { signedOut, useSessionCheck } from './use-session-check.ts';

/**
 * Knows who is signed in. Checks the session once on load (when the server's signed-in hint
 * cookie says there may be one), silently; offline it uses the session last confirmed on this
 * device, and checks again once the server can answer, and again whenever the tab comes back into
 * view (another tab may have signed out or in meanwhile). Reports the login once per browser
 * session when a signed-in user appears. When there is no session, what the device kept for the
 * account is forgotten. On the server and while hydrating the session is unknown ('loading'): the
 * hint is read once the browser's render may differ from the server's.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // No hint: the session has ended (signed out elsewhere, expired), so nothing is asked on load.
  const [hintOnLoad, setHintOnLoad] = useState<boolean>();
  if (hydrated && hintOnLoad === undefined) setHintOnLoad(hasSignedInHint());
  const { checked: lastChecked, check, setChecked } = useSessionCheck(hintOnLoad === true);
  const checked = lastChecked ?? signedOut;
  const status = lastChecked
    ? checked.claims
      ? 'signed-in'
      : 'signed-out'
    : hintOnLoad === false
      ? 'signed-out'
      : 'loading';

  // Unchanged claims stay the same object, so nothing that depends on who is signed in reloads.
  const claimsKey = JSON.stringify(checked.claims ?? null);
  const claims = useMemo(() => checked.claims, [claimsKey]);

  const refresh = useCallback(async () => (await check())?.claims, [check]);

  // Signed out (or the account deleted) here: a session that merely ended keeps the wizard's draft
  // for the user's next sign-in, a sign-out does not.
  const forget = useCallback(() => {
    forgetLoginReport();
    forgetWizardDraft();
    setChecked(signedOut);
    void forgetAccountData();
  }, [setChecked]);

  const signOut = useCallback(async () => {
    try {
      await callLazily('signOut');
    } catch (error) {
      // Already signed out on the server (expired or revoked): the outcome the user asked for.
      if (!(error instanceof ApiError && error.type === 'authentication')) throw error;
    }
    forget();
  }, [forget]);

  // Nothing kept for a session that has ended may stay.
  useEffect(() => {
    if (hintOnLoad === false) void forgetAccountData();
  }, [hintOnLoad]);

  // Signed in from the device's copy: ask the server again once it can answer.
  useReconnect(checked.restoredOffline, refresh);

  // Back to this tab: another tab may have signed out, or in as someone else, meanwhile.
  const mayBeSignedIn = status !== 'signed-out';
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (mayBeSignedIn || hasSignedInHint())) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [mayBeSignedIn, refresh]);

  // A session restored offline is reported once the server has confirmed it.
  useEffect(() => {
    if (claims && !checked.restoredOffline) void reportLoginOnce(claims);
  }, [claims, checked.restoredOffline]);

  const { lastCheck } = checked;
  const session = useMemo<Session>(
    () => ({ status, claims, lastCheck, refresh, signOut, forget }),
    [status, claims, lastCheck, refresh, signOut, forget],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
