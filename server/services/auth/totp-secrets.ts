import { isSealed } from '../../auth/secret-box.ts';
import type { SecretBox } from '../../auth/secret-box.ts';
import type { MfaFactorRepository } from '../../db/repositories/mfa-factor-repository.ts';

/**
 * Authenticator app secrets at rest: sealed with a key from the session secret, so the database alone
 * does not let anyone make a user's codes. Secrets an earlier version kept in plain text, and those
 * sealed under SESSION_SECRET_PREVIOUS, are sealed anew at start.
 */
export function createTotpSecrets(deps: { factors: MfaFactorRepository; box: SecretBox }) {
  const { factors, box } = deps;
  return {
    /** The secret as stored. */
    seal: (secret: string): string => box.seal(secret),

    /** The secret a stored value holds; undefined when it was sealed under a session secret no longer known. */
    open(stored: string): string | undefined {
      return isSealed(stored) ? box.open(stored)?.plain : stored;
    },

    /**
     * Seals again every secret not sealed with the current key. Returns how many it sealed and how many
     * no key opens (set up under a session secret that is gone: those users sign in with a recovery
     * code or e-mail code and set up their app again).
     */
    async resealAll(): Promise<{ resealed: number; unreadable: number }> {
      let resealed = 0;
      let unreadable = 0;
      for (const { id, secret } of await factors.listWithSecrets()) {
        const opened = isSealed(secret) ? box.open(secret) : { plain: secret, current: false };
        if (!opened) unreadable += 1;
        else if (!opened.current) {
          await factors.setSecret(id, box.seal(opened.plain));
          resealed += 1;
        }
      }
      return { resealed, unreadable };
    },
  };
}

export type TotpSecrets = ReturnType<typeof createTotpSecrets>;
