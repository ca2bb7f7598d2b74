import { createContext, useContext } from 'react';
import type { SessionClaims } from '#contract/auth/auth-schemas.ts';

/** Whether the visitor is signed in; 'loading' while the first check is under way. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** The outcome of the last GET session (for /debug-auth); undefined when none was made. */
export type SessionCheck = { ok: true; at: string } | { ok: false; at: string; status: number; message: string };

/** The signed-in user as the whole app sees it, and what can be done with the session. */
export interface Session {
  status: SessionStatus;
  claims: SessionClaims | undefined;
  lastCheck: SessionCheck | undefined;
  /** Asks the server for the session now; resolves with the claims, or undefined when signed out. */
  refresh(): Promise<SessionClaims | undefined>;
  /** Ends the session on the server, then locally. Throws ApiError when the server could not be told. */
  signOut(): Promise<void>;
  /** Forgets the session locally after the server has ended it (account deleted). */
  forget(): void;
}

/** Holds the Session; SessionProvider fills it. */
export const SessionContext = createContext<Session | undefined>(undefined);

/** The current session; must be used inside SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
