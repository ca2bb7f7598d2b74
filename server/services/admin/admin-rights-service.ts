import type { UserRow } from '../../db/schema.ts';
import type { Repositories } from '../../db/repositories.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { normaliseEmail } from '../auth/account-rules.ts';
import { adminUsersConfigKey } from './admin-check.ts';
import type { AdminCheck } from './admin-check.ts';
import { auditEntry } from './audit-log.ts';
import type { Clock } from '../../clock.ts';

type Actor = Pick<UserRow, 'id' | 'email'>;

/**
 * Admin rights kept in the `admin-users` config value: the one writer of that list for the admin
 * panel and the operator's `nemesis admin grant`, each change recorded in the audit log in the same
 * unit of work. Throws only what the database throws.
 */
export function createAdminRightsService(deps: { adminCheck: AdminCheck; unitOfWork: UnitOfWork; clock: Clock }) {
  const { adminCheck, clock } = deps;

  /**
   * Changes the list and records the change in one unit of work (`within`'s, when given); false when the
   * change changed nothing. Two writers at once take turns, each reading what the one before wrote.
   */
  function setListed(
    actor: Actor,
    action: string,
    email: string,
    next: (list: string[]) => string[],
    within?: Repositories,
  ): Promise<boolean> {
    return deps.unitOfWork(async (tx) => {
      await tx.configs.lock(adminUsersConfigKey);
      const before = await adminCheck.listed(tx.configs);
      const after = next(before);
      if (after.length === before.length && after.every((listed, i) => listed === before[i])) return false;
      await tx.configs.put(adminUsersConfigKey, JSON.stringify(after), clock.now());
      await tx.audit.insert(
        auditEntry(
          actor,
          action,
          email,
          { [adminUsersConfigKey]: before },
          { [adminUsersConfigKey]: after },
          clock.now(),
        ),
      );
      return true;
    }, within);
  }

  return {
    /** Adds an address to `admin-users` (whether or not it has an account yet); false when it was listed already. */
    async grant(actor: Actor, email: string): Promise<boolean> {
      const address = normaliseEmail(email);
      return setListed(actor, 'user.grant-admin', address, (list) =>
        list.includes(address) ? list : [...list, address],
      );
    },

    /**
     * Moves a listed admin's entry to the address their account moved to, in the unit of work `within` that
     * moves the account (no write and no audit entry when `from` is not listed).
     */
    async move(actor: Actor, from: string, to: string, within: Repositories): Promise<void> {
      await setListed(
        actor,
        'user.move-admin',
        to,
        (list) => (list.includes(from) ? [...new Set(list.map((listed) => (listed === from ? to : listed)))] : list),
        within,
      );
    },

    /** Removes an address from `admin-users` (no write and no audit entry when it is not listed). */
    async revoke(actor: Actor, email: string): Promise<void> {
      const address = normaliseEmail(email);
      await setListed(actor, 'user.revoke-admin', address, (list) => list.filter((listed) => listed !== address));
    },
  };
}

export type AdminRightsService = ReturnType<typeof createAdminRightsService>;
