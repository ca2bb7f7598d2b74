import type { ConfigRepository } from '../../db/repositories/config-repository.ts';
import type { UserRow } from '../../db/schema.ts';

/** The config key that lists admins beside ADMIN_EMAILS. */
export const adminUsersConfigKey = 'admin-users';

/** Where a user's admin rights come from: the server's ADMIN_EMAILS, or the `admin-users` config the panel edits. */
export type AdminSource = 'ADMIN_EMAILS' | 'admin-users';

/** Decides who is an admin: an address in ADMIN_EMAILS or in the `admin-users` config value. */
export function createAdminCheck(deps: { configs: ConfigRepository; adminEmails: string[] }) {
  /** The addresses in the `admin-users` config value (read afresh each time, so a change counts at once), from `configs` when given (a unit of work's). */
  async function listed(configs: Pick<ConfigRepository, 'find'> = deps.configs): Promise<string[]> {
    const stored = await configs.find(adminUsersConfigKey);
    return stored ? parseEmailList(stored.configValue) : [];
  }

  /** Where the user's admin rights come from, or undefined for a user who is not an admin. */
  async function sourceOf(user: Pick<UserRow, 'email'>): Promise<AdminSource | undefined> {
    if (deps.adminEmails.includes(user.email)) return 'ADMIN_EMAILS';
    return (await listed()).includes(user.email) ? 'admin-users' : undefined;
  }

  return {
    listed,

    sourceOf,

    /** Whether any address is named an admin (in ADMIN_EMAILS or admin-users): a fresh install has none. */
    async anyNamed(): Promise<boolean> {
      return deps.adminEmails.length > 0 || (await listed()).length > 0;
    },

    /** Whether the user is an admin. */
    async isAdmin(user: Pick<UserRow, 'email'>): Promise<boolean> {
      return (await sourceOf(user)) !== undefined;
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
  return Array.isArray(list)
    ? list.filter((item): item is string => typeof item === 'string').map((email) => email.trim().toLowerCase())
    : [];
}
