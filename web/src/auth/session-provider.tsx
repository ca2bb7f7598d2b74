import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '#contract/api/api-error.ts';
import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { loadApi } from '../api/load-api.ts';
import { toApiError } from '../api/to-api-error.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useQuery } from '../hooks/use-query.ts';
import { forgetAccountData } from '../offline/forget-account-data.ts';
import { keptSession } from '../offline/kept-session.ts';
import { onlineOrKept } from '../offline/online-or-kept.ts';
import { useReconnect } from '../offline/use-reconnect.ts';
import { forgetWizardDraft } from '../pages/create-note/forget-wizard-draft.ts';
import { forgetLoginReport, reportLoginOnce } from './report-login.ts';
import { SessionContext } from './session-context.ts';
import type { Session, SessionCheck } from './session-context.ts';
import { hasSignedInHint } from './signed-in-hint.ts';

/** What a session check found. */
interface Checked {
  claims: SessionClaims | undefined;
  lastCheck: SessionCheck | undefined;
  /** Whether the claims are the device's copy because the server could not be reached. */
  restoredOffline: boolean;
}

const signedOut: Checked = { claims: undefined, lastCheck: undefined, restoredOffline: false };

const now = () => new Date().toISOString();

/**
 * Asks the server for the session. Any failure means signed out, except that without an answer
 * the session last confirmed on this device (if the hint cookie says there may be one) stands in.
 * When the server says there is none, what the device kept for the account is forgotten.
 */
async function checkSession(signal: AbortSignal): Promise<Checked> {
  const fetchClaims = async (): Promise<Checked> => {
    const { api, endpoints } = await loadApi();
    const claims = await api.call(endpoints.session, { signal });
    void keptSession.save(claims);
    return { claims, lastCheck: { ok: true, at: now() }, restoredOffline: false };
  };
  const failedCheck = (failure: ApiError): SessionCheck => ({ ok: false, at: now(), status: failure.status, message: failure.serverMessage ?? failure.message });
  const keptClaims = async (failure: ApiError): Promise<Checked> => {
    const kept = hasSignedInHint() ? await keptSession.find() : undefined;
    if (!kept) throw failure;
    return { claims: kept, lastCheck: failedCheck(failure), restoredOffline: true };
  };
  try {
    return await onlineOrKept(fetchClaims, keptClaims, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    const failure = toApiError(error);
    if (failure.type !== 'network') void forgetAccountData();
    return { ...signedOut, lastCheck: failedCheck(failure) };
  }
}

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
  const check = useQuery(checkSession, [], { enabled: hintOnLoad === true });
  const { reload, setData } = check;
  const checked = check.data ?? signedOut;
  const status = check.data ? (checked.claims ? 'signed-in' : 'signed-out') : hintOnLoad === false ? 'signed-out' : 'loading';

  // Unchanged claims stay the same object, so nothing that depends on who is signed in reloads.
  const claimsKey = JSON.stringify(checked.claims ?? null);
  const claims = useMemo(() => checked.claims, [claimsKey]);

  const refresh = useCallback(async () => (await reload())?.claims, [reload]);

  // Signed out (or the account deleted) here: a session that merely ended keeps the wizard's draft
  // for the user's next sign-in, a sign-out does not.
  const forget = useCallback(() => {
    forgetLoginReport();
    forgetWizardDraft();
    setData(() => signedOut);
    void forgetAccountData();
  }, [setData]);

  const signOut = useCallback(async () => {
    try {
      const { api, endpoints } = await loadApi();
      await api.call(endpoints.signOut);
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
  const session = useMemo<Session>(() => ({ status, claims, lastCheck, refresh, signOut, forget }), [status, claims, lastCheck, refresh, signOut, forget]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
