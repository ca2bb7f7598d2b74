import { useState } from 'react';
import { formMessages } from '#contract/auth/auth-messages.ts';
import { useSession } from './session-context.ts';

/** A Sign Out action for a button: pending while it runs, and the spec's message when it fails. */
export interface SignOutAction {
  signOut: () => Promise<boolean>;
  pending: boolean;
  error: string | undefined;
  dismiss: () => void;
}

/**
 * Signs out through the session; resolves true when signed out, false (with `error` set) when not.
 * The nav bar, part of the app shell, signs out too: so this tracks the write itself rather than
 * through the query layer, which the shell does not load.
 */
export function useSignOut(): SignOutAction {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = async () => {
    setPending(true);
    setFailed(false);
    try {
      await session.signOut();
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { signOut, pending, error: failed ? formMessages.signOutFailed : undefined, dismiss: () => setFailed(false) };
}
