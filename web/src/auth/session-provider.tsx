import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '#contract/api/api-error.ts';
import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { endpoints } from '#contract/endpoints.ts';
import { api } from '../api/api-client.ts';
import { forgetAccountData } from '../offline/forget-account-data.ts';
import { keptSession } from '../offline/kept-session.ts';
import { useReconnect } from '../offline/use-reconnect.ts';
import { forgetWizardDraft } from '../pages/create-note/use-wizard-draft.ts';
import { forgetLoginReport, reportLoginOnce } from './report-login.ts';
import { SessionContext } from './session-context.ts';
import type { Session, SessionCheck, SessionStatus } from './session-context.ts';
import { hasSignedInHint } from './signed-in-hint.ts';

interface State {
  status: SessionStatus;
  claims: SessionClaims | undefined;
  lastCheck: SessionCheck | undefined;
}

const signedOut: State = { status: 'signed-out', claims: undefined, lastCheck: undefined };

/**
 * Knows who is signed in. Checks the session once on load (when the server's signed-in hint
 * cookie says there may be one); any failure means signed out, silently, except that offline (no
 * answer at all) the session last confirmed on this device is used, and checked again once the
 * server can answer, and again whenever the tab comes back into view (another tab may have signed
 * out or in meanwhile). Reports the login once per browser session when a signed-in user appears.
 * When there is no session, what the device kept for the account is forgotten.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => (hasSignedInHint() ? { ...signedOut, status: 'loading' } : signedOut));

  // Whether the signed-in state came from the device's copy because the server could not be reached.
  const [restoredOffline, setRestoredOffline] = useState(false);

  const refresh = useCallback(async (): Promise<SessionClaims | undefined> => {
    try {
      if (!navigator.onLine) throw ApiError.network();
      const claims = await api.call(endpoints.session);
      const lastCheck: SessionCheck = { ok: true, at: new Date().toISOString() };
      // Unchanged claims stay the same object, so nothing that depends on who is signed in reloads.
      const same = (previous: State) => previous.claims !== undefined && JSON.stringify(previous.claims) === JSON.stringify(claims);
      setState((previous) => ({ status: 'signed-in', claims: same(previous) ? previous.claims : claims, lastCheck }));
      setRestoredOffline(false);
      void keptSession.save(claims);
      return claims;
    } catch (error) {
      const failure = error instanceof ApiError ? error : ApiError.network(error);
      const lastCheck: SessionCheck = { ok: false, at: new Date().toISOString(), status: failure.status, message: failure.serverMessage ?? failure.message };
      const kept = failure.type === 'network' && hasSignedInHint() ? await keptSession.find() : undefined;
      if (kept) {
        setState({ status: 'signed-in', claims: kept, lastCheck });
        setRestoredOffline(true);
        return kept;
      }
      setState({ status: 'signed-out', claims: undefined, lastCheck });
      setRestoredOffline(false);
      if (failure.type !== 'network') void forgetAccountData();
      return undefined;
    }
  }, []);

  // Signed out (or the account deleted) here: a session that merely ended keeps the wizard's draft
  // for the user's next sign-in, a sign-out does not.
  const forget = useCallback(() => {
    forgetLoginReport();
    forgetWizardDraft();
    setState(signedOut);
    setRestoredOffline(false);
    void forgetAccountData();
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.call(endpoints.signOut);
    } catch (error) {
      // Already signed out on the server (expired or revoked): the outcome the user asked for.
      if (!(error instanceof ApiError && error.type === 'authentication')) throw error;
    }
    forget();
  }, [forget]);

  // StrictMode runs effects twice in development; the ref keeps it to one check per load.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    // No hint: the session has ended (signed out elsewhere, expired), so nothing kept for it may stay.
    if (hasSignedInHint()) void refresh();
    else void forgetAccountData();
  }, [refresh]);

  // Signed in from the device's copy: ask the server again once it can answer.
  const retry = useCallback(() => void refresh(), [refresh]);
  useReconnect(restoredOffline, retry);

  // Back to this tab: another tab may have signed out, or in as someone else, meanwhile.
  const mayBeSignedIn = state.status !== 'signed-out';
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (mayBeSignedIn || hasSignedInHint())) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [mayBeSignedIn, refresh]);

  // A session restored offline is reported once the server has confirmed it.
  useEffect(() => {
    if (state.claims && !restoredOffline) void reportLoginOnce(state.claims);
  }, [state.claims, restoredOffline]);

  const session = useMemo<Session>(() => ({ ...state, refresh, signOut, forget }), [state, refresh, signOut, forget]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
