import type { Repositories } from '../../db/repositories.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { endSessionsIn, revokeTokensIn } from './session-service.ts';

/**
 * Accounts made before anyone proved their address: a provider that does not vouch for the e-mail
 * (Facebook, an issuer without email_verified) makes one for whatever address it names, so its maker
 * may not own the inbox and may be waiting for the owner to move in. When the owner first proves the
 * address (a reset code, or a provider that vouches for it), every way in set up before goes.
 */
export function createUnprovedAccounts(deps: { unitOfWork: UnitOfWork }) {
  return {
    /**
     * Hands `user` to the one who has just proved its address: when nobody had, its linked providers,
     * second factors, passkeys, sessions and access tokens are removed, all at once (in the unit of work
     * `within` when given). Does nothing for an account whose address was proved before.
     */
    async handOver(user: UserRow, within?: Repositories): Promise<void> {
      if (user.emailVerifiedAt) return;
      await deps.unitOfWork(async (tx) => {
        await tx.identities.deleteAllForUser(user.id);
        await tx.secondFactors.removeAll(user.id);
        await endSessionsIn(tx, user.id);
        await revokeTokensIn(tx, user.id);
      }, within);
    },
  };
}

export type UnprovedAccounts = ReturnType<typeof createUnprovedAccounts>;
