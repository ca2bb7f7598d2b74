import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { offlineStore } from './offline-store.ts';
import { quietly } from './quietly.ts';

/** The last session the server confirmed on this device (its claims only; the session itself is an HttpOnly cookie). */
export const keptSession = {
  save(claims: SessionClaims): Promise<void> {
    return quietly(
      'keeping the session',
      async () =>
        void (await (await offlineStore()).session.put({ id: 'current', claims, savedAt: new Date().toISOString() })),
      undefined,
    );
  },

  /** The kept claims, or undefined. */
  async find(): Promise<SessionClaims | undefined> {
    return (await quietly('reading the session', async () => (await offlineStore()).session.get('current'), undefined))
      ?.claims;
  },
};
