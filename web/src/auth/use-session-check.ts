import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';
import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { callLazily } from '../api/call-lazily.ts';
import { toApiError } from '../api/to-api-error.ts';
import { forgetAccountData } from '../offline/forget-account-data.ts';
import { keptSession } from '../offline/kept-session.ts';
import { onlineOrKept } from '../offline/online-or-kept.ts';
import type { SessionCheck } from './session-context.ts';
import { hasSignedInHint } from './signed-in-hint.ts';

/** What a session check found. */
export interface Checked {
  claims: SessionClaims | undefined;
  lastCheck: SessionCheck | undefined;
  /** Whether the claims are the device's copy because the server could not be reached. */
  restoredOffline: boolean;
}

/** No session, and no check made. */
export const signedOut: Checked = { claims: undefined, lastCheck: undefined, restoredOffline: false };

const now = () => new Date().toISOString();

/**
 * Asks the server for the session. Any failure means signed out, except that without an answer
 * the session last confirmed on this device (if the hint cookie says there may be one) stands in.
 * When the server says there is none, what the device kept for the account is forgotten.
 */
async function checkSession(signal: AbortSignal): Promise<Checked> {
  const fetchClaims = async (): Promise<Checked> => {
    const claims = await callLazily('session', {}, signal);
    void keptSession.save(claims);
    return { claims, lastCheck: { ok: true, at: now() }, restoredOffline: false };
  };
  const failedCheck = (failure: ApiError): SessionCheck => ({
    ok: false,
    at: now(),
    status: failure.status,
    message: failure.serverMessage ?? failure.message,
  });
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
 * The session as last checked (undefined until a check has answered), checked once as the provider
 * starts when `checkOnStart`, and again on `check`, which resolves with what that check (or a later
 * one, which replaces it) found. The app shell runs this, so it keeps its own state rather than
 * the query layer's, which the shell does not load.
 */
export function useSessionCheck(checkOnStart: boolean) {
  const [checked, setChecked] = useState<Checked>();
  const running = useRef<{ controller: AbortController; done: Promise<Checked | undefined> }>(undefined);

  const check = useCallback((): Promise<Checked | undefined> => {
    running.current?.controller.abort();
    const controller = new AbortController();
    const settle = (result?: Checked): Checked | Promise<Checked | undefined> | undefined => {
      // Replaced by a newer check: its answer is the one that counts. Aborted otherwise: the provider is gone.
      if (running.current?.controller !== controller) return running.current?.done;
      if (controller.signal.aborted || !result) return undefined;
      setChecked(result);
      return result;
    };
    const done = checkSession(controller.signal).then(settle, () => settle());
    running.current = { controller, done };
    return done;
  }, []);

  useEffect(() => {
    if (checkOnStart) void check();
  }, [checkOnStart, check]);
  useEffect(() => () => running.current?.controller.abort(), []);

  return { checked, check, setChecked };
}
