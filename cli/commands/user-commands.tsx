import type { Command } from 'commander';
import { Text } from '../ui/text.tsx';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { userFilter, userFilters } from '#contract/admin/admin-schemas.ts';
import type { UserFilter, UserStatus } from '#contract/admin/admin-schemas.ts';
import { disabledBadge } from '#contract/admin/admin-user-texts.ts';
import { InvalidArgumentError } from 'commander';
import { adminActions, userChanges } from '../admin-actions.ts';
import { CliError } from '../cli-error.ts';
import { signedInConnection } from '../session/connection.ts';
import { PagedTable } from '../ui/page-line.tsx';
import { shortTime } from '../ui/short-time.ts';
import { userAttributeText } from '../ui/user-attribute-text.ts';
import { Table } from '../ui/table.tsx';
import { terminal } from '../ui/terminal.tsx';
import { apiCommand, withExamples, withPaging } from './api-command.ts';
import type { ApiOptions } from './api-command.ts';

const statusColours: Record<UserStatus, string> = {
  CONFIRMED: 'green',
  UNCONFIRMED: 'yellow',
  ARCHIVED: 'gray',
  COMPROMISED: 'red',
};

/** Adds `nemesis users list|show|create|disable|enable|reset-password|reset-factors|grant-admin|revoke-admin`. */
export function addUserCommands(program: Command): void {
  const users = withExamples(program.command('users').description('the accounts of the site'), [
    'nemesis users list',
    'nemesis users disable gary@example.com',
  ]);

  withPaging(
    apiCommand(users, 'list', 'list accounts, newest first, a page at a time', [
      'nemesis users list --search gmail --status UNCONFIRMED',
      'nemesis users list --json | jq -r ".users[].email"',
    ]),
    'users',
  )
    .option('--search <text>', 'only users whose e-mail or id contains this (any case)')
    .option(
      '--status <status>',
      `only users with this status, or the disabled ones: ${userFilters.join(', ')}`,
      (value) => {
        const parsed = userFilter.safeParse(value.toUpperCase());
        if (!parsed.success) throw new InvalidArgumentError(`expected one of ${userFilters.join(', ')}`);
        return parsed.data;
      },
    )
    .action(async (options: ApiOptions & { search?: string; status?: UserFilter; page: number; pageSize: number }) => {
      const connection = signedInConnection(options.url);
      const { search, status, page, pageSize } = options;
      const listing = await terminal.spin(
        'Loading users…',
        () => adminActions(connection).users({ search, status, page, pageSize }),
        options.json,
      );
      if (options.json) return terminal.printJson(listing);
      const matching = search !== undefined || status !== undefined;
      terminal.print(
        <PagedTable
          width={terminal.width()}
          rows={listing.users}
          empty="No users match."
          columns={[
            { header: 'EMAIL', cell: (user) => user.email, shrink: true },
            {
              header: 'STATUS',
              cell: (user) => (user.enabled ? user.status : `${user.status}, ${disabledBadge}`),
              color: (user) => (user.enabled ? statusColours[user.status] : 'red'),
            },
            { header: 'JOINED', cell: (user) => shortTime(user.joinDate) },
            { header: 'LAST LOGIN', cell: (user) => shortTime(user.lastLogin) },
            { header: 'ID', cell: (user) => user.userId, shrink: true },
          ]}
          paging={{ page, pageSize, totalCount: listing.totalCount, noun: 'user', matching: matching }}
        />,
      );
    });

  apiCommand(users, 'show <user>', "show a user's details (by id or e-mail)", [
    'nemesis users show gary@example.com',
    'nemesis users show 4477175c-853d-4ce8-8c17-8e327c65cbdc --json',
  ]).action(async (user: string, options: ApiOptions) => {
    const connection = signedInConnection(options.url);
    const details = await terminal.spin(
      'Loading…',
      async () => {
        const actions = adminActions(connection);
        return actions.user((await actions.findUser(user)).userId);
      },
      options.json,
    );
    if (options.json) return terminal.printJson(details);
    terminal.print(
      <Table
        width={terminal.width()}
        rows={Object.entries(details.attributes)}
        columns={[
          { header: 'ATTRIBUTE', cell: ([name]) => name },
          { header: 'VALUE', cell: ([name, value]) => userAttributeText(name, value), shrink: true },
        ]}
      />,
    );
  });

  apiCommand(users, 'create <email>', 'create an account; the user gets a temporary password by e-mail', [
    'nemesis users create gary@example.com',
  ]).action(async (email: string, options: ApiOptions) => {
    const connection = signedInConnection(options.url);
    const created = await terminal.spin(
      'Creating…',
      () => connection.call(adminEndpoints.adminCreateUser, { body: { email } }),
      options.json,
    );
    if (options.json) return terminal.printJson(created);
    terminal.print(
      <Text>
        <Text color="green">✓</Text> Created {email} ({created.userId}). A temporary password was mailed; they set their
        own at the first sign-in.
      </Text>,
    );
  });

  for (const action of userChanges) {
    apiCommand(
      users,
      `${action.name} <user>`,
      `${action.help} (by id or e-mail)`,
      [`nemesis users ${action.name} gary@example.com${action.confirm ? ' --yes' : ''}`],
      { destructive: action.confirm },
    ).action(async (user: string, options: ApiOptions) => {
      const connection = signedInConnection(options.url);
      const actions = adminActions(connection);
      const target = await actions.findUser(user);
      if (action.confirm && !(await terminal.confirm(`${action.name} ${target.email}?`, options.yes)))
        throw new CliError('Nothing done.');
      const answer = await terminal.spin('Working…', () => actions.changeUser(action, target.userId), options.json);
      if (options.json) return terminal.printJson(answer);
      terminal.print(
        <Text>
          <Text color="green">✓</Text> {target.email} {action.done}.
        </Text>,
      );
    });
  }
}
