import type { IdentityRepository } from '../db/repositories/identity-repository.ts';
import type { SecondFactorRepository } from '../db/repositories/second-factor-repository.ts';
import type { UserRow } from '../db/schema.ts';
import type { SessionService } from './session-service.ts';

/**
 * Accounts made before anyone proved their address: a provider that does not vouch for the e-mail
 * (Facebook, an issuer without email_verified) makes one for whatever address it names, so its maker
 * may not own the inbox and may be waiting for the owner to move in. When the owner first proves the
 * address (a reset code, or a provider that vouches for it), every way in set up before goes.
 */
export function createUnprovedAccounts(deps: { identities: IdentityRepository; secondFactors: SecondFactorRepository; sessions: SessionService }) {
  return {
    /**
     * Hands `user` to the one who has just proved its address: when nobody had, its linked providers,
     * second factors, passkeys, sessions and access tokens are removed. Does nothing for an account whose address was proved before.
     */
    async handOver(user: UserRow): Promise<void> {
      if (user.emailVerifiedAt) return;
      await deps.identities.deleteAllForUser(user.id);
      await deps.secondFactors.removeAll(user.id);
      await deps.sessions.endAll(user.id);
      await deps.sessions.revokeTokens(user.id);
    },
  };
}

export type UnprovedAccounts = ReturnType<typeof createUnprovedAccounts>;
