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

/** Signs out through the session; resolves true when signed out, false (with `error` set) when not. */
export function useSignOut(): SignOutAction {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const signOut = async () => {
    setPending(true);
    setError(undefined);
    try {
      await session.signOut();
      return true;
    } catch {
      setError(formMessages.signOutFailed);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { signOut, pending, error, dismiss: () => setError(undefined) };
}
