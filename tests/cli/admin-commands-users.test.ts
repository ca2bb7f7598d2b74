import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { adminTestPassword } from '../support/admin-clients.ts';
import { manyCliRuns, useAdminCli } from '../support/admin-cli.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { insertUsers, insertedEmail } from '../support/insert-users.ts';
import type { CliRun } from '../support/nemesis-cli.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { totpCode } from '../support/totp-code.ts';

// In order: the first counts this server's users before the second adds its crowd.
describe('the nemesis users commands, against a real server', () => {
  const world = useAdminCli('cli-users');
  const { admin, json } = world;

  it(
    'users: list (table and --json), show by e-mail, create, and the actions, asking before destructive ones',
    async () => {
      const list = await admin('users', 'list');
      expect(list.stdout).toMatch(/EMAIL\s+STATUS\s+JOINED\s+LAST LOGIN\s+ID/);
      expect(list.stdout).toMatch(new RegExp(`${world.clients.userEmail.replace('.', '\\.')}\\s+CONFIRMED`));
      expect(list.stdout).toContain('Page 1 of 1 · 2 users in all');
      expect(json(await admin('users', 'list', '--json'))).toEqual(
        await world.clients.admin.call(adminEndpoints.adminUsers, { query: { pageSize: 25 } }),
      );
      const searched = json(await admin('users', 'list', '--search', 'minion', '--json')) as {
        users: { email: string }[];
      };
      expect(searched.users.map((user) => user.email)).toEqual([world.clients.userEmail]);

      const shown = await admin('users', 'show', world.clients.userEmail);
      expect(shown.stdout).toMatch(new RegExp(`email\\s+${world.clients.userEmail.replace('.', '\\.')}`));
      expect(shown.stdout).toMatch(/admin\s+false/);
      // An e-mail no account has is named as such, not as an ID.
      expect((await admin('users', 'show', 'nobody@example.test')).output).toContain(
        `${adminMessages.userEmailNotFound}: nobody@example.test`,
      );

      // Off a terminal, a destructive action needs --yes (or a "y" on stdin).
      const unconfirmed = await admin('users', 'disable', world.clients.userEmail);
      expect(unconfirmed.code).toBe(2);
      expect(unconfirmed.output).toContain('pass --yes to confirm');
      expect(
        (await world.cli.run(['users', 'disable', world.clients.userEmail], { token: world.token, input: 'n\n' }))
          .output,
      ).toContain('Nothing done.');
      expect((await admin('users', 'disable', world.clients.userEmail, '--yes')).stdout).toContain(
        `${world.clients.userEmail} is disabled.`,
      );
      expect(json(await admin('users', 'list', '--status', 'disabled', '--json'))).toMatchObject({
        users: [{ email: world.clients.userEmail, status: 'CONFIRMED', enabled: false }],
      });
      expect((await admin('users', 'list', '--search', world.clients.userEmail)).stdout).toContain(
        'CONFIRMED, Disabled',
      );
      expect((await admin('users', 'enable', world.clients.userEmail)).stdout).toContain('is enabled.');
      expect((await admin('users', 'grant-admin', world.clients.userEmail)).stdout).toContain('is an admin.');
      expect((await admin('users', 'revoke-admin', world.clients.userEmail, '--yes')).stdout).toContain(
        'is no longer an admin.',
      );

      const created = json(await admin('users', 'create', 'new.recruit@example.test', '--json')) as { userId: string };
      expect(
        (await world.clients.admin.call(adminEndpoints.adminUser, { params: { id: created.userId } })).attributes,
      ).toMatchObject({ email: 'new.recruit@example.test', required_action: 'NEW_PASSWORD' });
    },
    manyCliRuns,
  );

  it(
    'users: --search and --status are answered by the server, finding users beyond the first page; reset-factors asks first, then the password alone signs in',
    async () => {
      await insertUsers(world.parts.database, 30, 'cli-crowd');
      const oldest = insertedEmail('cli-crowd', 0);
      const emails = (run: CliRun) => (json(run) as { users: { email: string }[] }).users.map((user) => user.email);
      expect(emails(await admin('users', 'list', '--json'))).not.toContain(oldest);
      const found = await admin('users', 'list', '--search', 'MEMBER00.CLI-crowd');
      expect(found.stdout).toMatch(new RegExp(`${oldest.replaceAll('.', '\\.')}\\s+CONFIRMED`));
      expect(found.stdout).toContain('Page 1 of 1 · 1 user matches');
      expect(json(await admin('users', 'list', '--search', 'cli-crowd', '--status', 'archived', '--json'))).toEqual({
        users: [],
        totalCount: 0,
      });
      const tooLong = await admin('users', 'list', '--search', 'a'.repeat(255));
      expect(tooLong.code).toBe(1);
      expect(tooLong.output).toContain(`${adminMessages.userSearchTooLong} (INVALID_INPUT)`);

      // A user who lost the phone with their authenticator app on it.
      const email = 'lost.phone@example.test';
      const api = browserLikeClient(world.parts.server.url);
      await signUpAndConfirm(api, world.parts.mail, email, adminTestPassword);
      const { sharedSecret } = await api.call(endpoints.startTotpSetup);
      await api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });
      const { id } = await world.parts.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const mfa = async () =>
        (await world.clients.admin.call(adminEndpoints.adminUser, { params: { id } })).attributes.mfa;
      expect((await admin('users', 'reset-factors', email)).output).toContain('pass --yes to confirm');
      expect(
        (await world.cli.run(['users', 'reset-factors', email], { token: world.token, input: 'n\n' })).output,
      ).toContain('Nothing done.');
      expect(await mfa()).toBe('TOTP');
      const reset = await admin('users', 'reset-factors', email, '--yes');
      expect(reset.stdout).toContain(
        `${email} now signs in with the password alone and can set up second factors again.`,
      );
      expect(await mfa()).toBe('off');
      expect(
        await browserLikeClient(world.parts.server.url).call(endpoints.signIn, {
          body: { email, password: adminTestPassword },
        }),
      ).toMatchObject({ isSignedIn: true });
      const again = await admin('users', 'reset-factors', email, '--yes');
      expect(again.code).toBe(1);
      expect(again.output).toContain(`${adminMessages.noSecondFactors} (INVALID_INPUT)`);
    },
    manyCliRuns,
  );
});
