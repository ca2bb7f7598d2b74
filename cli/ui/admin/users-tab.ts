import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { Action, Tab } from './admin-screen.ts';

// Each change to a user, and when it applies, judged from the user's details.
type Details = Record<string, string | number | boolean | null>;
const userChanges = [
  { label: 'Disable', endpoint: adminEndpoints.adminDisableUser, applies: (user: Details) => user.status !== 'ARCHIVED' },
  { label: 'Enable', endpoint: adminEndpoints.adminEnableUser, applies: (user: Details) => user.status === 'ARCHIVED' },
  { label: 'Require a new password', endpoint: adminEndpoints.adminRequirePasswordReset, applies: (user: Details) => user.has_password === true && user.required_action !== 'NEW_PASSWORD' },
  { label: 'Grant admin', endpoint: adminEndpoints.adminGrantAdmin, applies: (user: Details) => user.admin !== true },
  { label: 'Revoke admin', endpoint: adminEndpoints.adminRevokeAdmin, applies: (user: Details) => user.admin === true },
] as const;

/** The Users tab: the newest 50 accounts, or the 50 newest the search finds (by e-mail or user ID, on the server, across every page); a user's screen is their details (`nemesis users show`) with the changes that apply to them. */
export const usersTab: Tab = {
  name: 'Users',
  searchesOnServer: true,
  load: async (connection, search) => {
    const { users } = await connection.call(adminEndpoints.adminUsers, { query: { page: 1, pageSize: 50, search: search || undefined } });
    const items = users.map((user) => ({
      key: user.userId,
      label: `${user.email}  ${user.status}`,
      color: user.status === 'CONFIRMED' ? undefined : 'yellow',
      open: async () => {
        const { attributes } = await connection.call(adminEndpoints.adminUser, { params: { id: user.userId } });
        const width = Math.max(...Object.keys(attributes).map((name) => name.length));
        return {
          title: user.email,
          lines: Object.entries(attributes).map(([name, value]) => ({ text: `${name.padEnd(width)}  ${value === null ? '–' : String(value)}` })),
          actions: userChanges
            .filter((change) => change.applies(attributes))
            .map((change): Action => ({ kind: 'change', label: `${change.label}: ${user.email}`, run: () => connection.call(change.endpoint, { params: { id: user.userId } }) })),
        };
      },
    }));
    return { items };
  },
};
