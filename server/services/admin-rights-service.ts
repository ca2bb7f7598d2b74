import type { ConfigRepository } from '../db/repositories/config-repository.ts';
import type { UserRow } from '../db/schema.ts';
import { normaliseEmail } from './account-rules.ts';
import { adminUsersConfigKey } from './admin-check.ts';
import type { AdminCheck } from './admin-check.ts';
import type { AuditLog } from './audit-log.ts';

type Actor = Pick<UserRow, 'id' | 'email'>;

/**
 * Admin rights kept in the `admin-users` config value: the one writer of that list for the admin
 * panel and the operator's `nemesis admin grant`, each change recorded in the audit log. Throws only
 * what the database throws.
 */
export function createAdminRightsService(deps: { configs: ConfigRepository; adminCheck: AdminCheck; audit: AuditLog }) {
  const { adminCheck, audit } = deps;

  async function setListed(actor: Actor, action: string, email: string, next: (list: string[]) => string[]): Promise<void> {
    const before = await adminCheck.listed();
    const after = next(before);
    await deps.configs.put(adminUsersConfigKey, JSON.stringify(after));
    await audit.record(actor, action, email, { [adminUsersConfigKey]: before }, { [adminUsersConfigKey]: after });
  }

  return {
    /** Adds an address to `admin-users` (whether or not it has an account yet); false when it was listed already. */
    async grant(actor: Actor, email: string): Promise<boolean> {
      const address = normaliseEmail(email);
      if ((await adminCheck.listed()).includes(address)) return false;
      await setListed(actor, 'user.grant-admin', address, (list) => [...list, address]);
      return true;
    },

    /** Removes an address from `admin-users`. */
    async revoke(actor: Actor, email: string): Promise<void> {
      const address = normaliseEmail(email);
      await setListed(actor, 'user.revoke-admin', address, (list) => list.filter((listed) => listed !== address));
    },
  };
}

export type AdminRightsService = ReturnType<typeof createAdminRightsService>;
