import { formMessages } from '#contract/auth/auth-messages.ts';
import { useMutation } from '../hooks/use-mutation.ts';
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
  const mutation = useMutation(session.signOut);
  return { signOut: mutation.run, pending: mutation.pending, error: mutation.error && formMessages.signOutFailed, dismiss: mutation.reset };
}
