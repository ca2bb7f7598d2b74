import type { ConfigRepository } from '../db/repositories/config-repository.ts';
import type { UserRow } from '../db/schema.ts';

// The config key that lists admins beside ADMIN_EMAILS.
const adminUsersConfigKey = 'admin-users';

/** Decides who is an admin: an address in ADMIN_EMAILS or in the `admin-users` config value. */
export function createAdminCheck(deps: { configs: ConfigRepository; adminEmails: string[] }) {
  return {
    /** Whether the user is an admin (read afresh each time, so a config change counts at once). */
    async isAdmin(user: Pick<UserRow, 'email'>): Promise<boolean> {
      if (deps.adminEmails.includes(user.email)) return true;
      const stored = await deps.configs.find(adminUsersConfigKey);
      return stored ? parseEmailList(stored.configValue).includes(user.email) : false;
    },
  };
}

export type AdminCheck = ReturnType<typeof createAdminCheck>;

/** The admin-users config value: a JSON array of e-mails, or a comma-separated list. */
function parseEmailList(value: string): string[] {
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    list = value.split(',');
  }
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string').map((email) => email.trim().toLowerCase()) : [];
}
