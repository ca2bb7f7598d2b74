import { disabledBadge } from '#contract/admin/admin-user-texts.ts';
import { endpoints } from '#contract/endpoints.ts';
import { userAttributeText } from '../user-attribute-text.ts';
import { adminActions, userChanges } from '../../admin-actions.ts';
import type { Action, Tab } from './admin-screen.ts';

/** The Users tab: the newest 50 accounts, or the 50 newest the search finds (by e-mail or user ID, on the server, across every page); a user's screen is their details (`nemesis users show`) with the changes that apply to them (the admin's own row offers neither Disable nor Revoke admin). */
export const usersTab: Tab = {
  name: 'Users',
  searchesOnServer: true,
  load: async (connection, search) => {
    const actions = adminActions(connection);
    const [{ users }, { sub: adminId }] = await Promise.all([
      actions.users({ page: 1, search: search || undefined }),
      connection.call(endpoints.session),
    ]);
    const items = users.map((user) => ({
      key: user.userId,
      label: `${user.email}  ${user.status}${user.enabled ? '' : `, ${disabledBadge}`}`,
      color: !user.enabled ? 'red' : user.status === 'CONFIRMED' ? undefined : 'yellow',
      open: async () => {
        const { attributes } = await actions.user(user.userId);
        const width = Math.max(...Object.keys(attributes).map((name) => name.length));
        return {
          title: user.email,
          lines: Object.entries(attributes).map(([name, value]) => ({
            text: `${name.padEnd(width)}  ${userAttributeText(name, value)}`,
          })),
          actions: userChanges
            .filter((change) => change.applies(attributes, user.userId === adminId))
            .map((change): Action => ({
              kind: 'change',
              label: `${change.label}: ${user.email}`,
              run: () => actions.changeUser(change, user.userId),
            })),
        };
      },
    }));
    return { items };
  },
};
