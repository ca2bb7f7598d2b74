import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { accessTokenMessages, authErrorMessages } from '#contract/auth/auth-messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { shortTime } from '../../cli/ui/short-time.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { totpCode, totpStepOf } from '../support/totp-code.ts';
import { adminClients, adminEnv, adminTestPassword } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { nemesisCli } from '../support/nemesis-cli.ts';
import type { NemesisCli } from '../support/nemesis-cli.ts';

// Each test runs the CLI as a process several times: on a busy 2-core machine each run takes seconds.
const slow = 180_000;

describe('nemesis login, whoami and logout', () => {
  const parts = useAccountTestServer('sqlite', true, adminEnv('cli-login'));
  let clients: AdminClients;
  let cli: NemesisCli;
  beforeAll(async () => {
    clients = await adminClients(parts, 'cli-login');
    cli = nemesisCli(parts.server.url);
  });
  afterAll(() => cli.cleanup());
  const credentialsFile = () => path.join(cli.configHome, 'nemesis', 'credentials.json');
  const cliTokens = async () =>
    (await clients.admin.call(endpoints.listTokens)).tokens.filter((token) => token.name.startsWith('nemesis CLI on '));

  it(
    'logs in with e-mail and a password typed at the prompt, keeps only a token (0600), and logs out revoking it',
    async () => {
      const login = await cli.run(['login'], { input: `${clients.adminEmail}\n${adminTestPassword}\n` });
      expect(login.output).toContain('E-mail:');
      expect(login.output).toContain('Password:');
      expect(login.stdout).toContain(`Logged in to ${parts.server.url} as ${clients.adminEmail} (admin).`);
      expect(login.code).toBe(0);
      expect(login.output).not.toContain(adminTestPassword);

      expect(statSync(credentialsFile()).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(credentialsFile())).mode & 0o777).toBe(0o700);
      const kept = readFileSync(credentialsFile(), 'utf8');
      expect(kept).not.toContain(adminTestPassword);
      expect(JSON.parse(kept)).toMatchObject({
        current: parts.server.url,
        servers: { [parts.server.url]: { email: clients.adminEmail, token: expect.stringMatching(/^nd_pat_/) } },
      });
      const [token] = await cliTokens();
      expect(Date.parse(token!.expiresAt) - Date.parse(token!.createdAt)).toBe(90 * 86_400_000);
      expect(login.stdout).toContain(`The token expires on ${shortTime(token!.expiresAt)} UTC: log in again then.`);

      const whoami = await cli.run(['whoami']);
      expect(whoami).toMatchObject({ code: 0, stdout: `${clients.adminEmail} on ${parts.server.url} (admin)\n` });
      const claims = await cli.run(['whoami', '--json']);
      expect(JSON.parse(claims.stdout)).toMatchObject({
        email: clients.adminEmail,
        authMethod: 'token',
        isAdmin: true,
      });

      // Without NEMESIS_URL the CLI talks to the server it logged in to last.
      expect(await cli.run(['whoami'], { env: { NEMESIS_URL: undefined } })).toMatchObject({ code: 0 });

      const logout = await cli.run(['logout']);
      expect(logout).toMatchObject({ code: 0 });
      expect(logout.stdout).toContain(
        `Logged out of ${parts.server.url} (${clients.adminEmail}); the token is revoked on the server.`,
      );
      expect(await cliTokens()).toHaveLength(0);
      expect(JSON.parse(readFileSync(credentialsFile(), 'utf8')).servers).toEqual({});
      // Without NEMESIS_URL too, the CLI names the server it logged out of, not the default one.
      for (const env of [{}, { NEMESIS_URL: undefined }]) {
        const after = await cli.run(['whoami'], { env });
        expect(after.code).toBe(1);
        expect(after.output).toContain(
          `You are not logged in to ${parts.server.url}.\nLog in with: nemesis login --url ${parts.server.url}`,
        );
      }
    },
    slow,
  );

  it(
    'asks which second step in plain words, by number, and signs in with the authenticator app’s code',
    async () => {
      const email = 'two.steps@example.test';
      const browser = browserLikeClient(parts.server.url);
      await signUpAndConfirm(browser, parts.mail, email, adminTestPassword);
      const from = totpStepOf();
      const { sharedSecret } = await browser.call(endpoints.startTotpSetup);
      await browser.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret, 0, from) } });
      const sent = parts.mail.messages.length;
      await browser.call(endpoints.startEmailMfaSetup);
      await browser.call(endpoints.verifyEmailMfaSetup, { body: { code: await parts.mail.latestCode(email, sent) } });
      // The order the server offers them in, as the CLI numbers them.
      const offered = await browserLikeClient(parts.server.url).call(endpoints.signIn, {
        body: { email, password: adminTestPassword },
      });
      const types = offered.nextStep.allowedMfaTypes!;
      expect([...types].sort()).toEqual(['EMAIL', 'TOTP']);
      const app = types.indexOf('TOTP') + 1;

      // A number not offered is asked again; the code is the next step's, as the one set up was spent.
      const input = `${email}\n${adminTestPassword}\n9\n${app}\n${totpCode(sharedSecret, 1, from)}\n`;
      const login = await cli.run(['login'], { input });
      expect(login.output).toContain('How do you want to confirm it is you?');
      expect(login.output).toContain(`${app}. Authenticator app: A 6-digit code from an app on your phone.`);
      expect(login.output).toContain(`${3 - app}. E-mail code: A 6-digit code sent to your e-mail address.`);
      expect(login.output).not.toMatch(/TOTP|EMAIL/);
      expect(login.output).toContain('Code from your authenticator app:');
      expect(login.stdout).toContain(`Logged in to ${parts.server.url} as ${email}.`);
      expect(login.code).toBe(0);
      expect(await cli.run(['logout'])).toMatchObject({ code: 0 });
    },
    slow,
  );

  it(
    'refuses a wrong password with the server message and code, keeping nothing',
    async () => {
      const login = await cli.run(['login', '--email', clients.adminEmail], { input: 'not the password\n' });
      expect(login.code).toBe(1);
      expect(login.output).toContain(`${authErrorMessages.NotAuthorizedException} (NotAuthorizedException)`);
      expect(await cliTokens()).toHaveLength(0);
    },
    slow,
  );

  it(
    'refuses a revoked token with the log-in hint, and a non-admin with the admin message',
    async () => {
      await cli.run(['login'], { input: `${clients.adminEmail}\n${adminTestPassword}\n` });
      const [token] = await cliTokens();
      await clients.admin.call(endpoints.deleteToken, { params: { id: token!.id } });
      const refused = await cli.run(['users', 'list']);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        `${adminMessages.unauthorized} (ADMIN_UNAUTHORIZED)\nLog in with: nemesis login --url ${parts.server.url}`,
      );
      // Logging out of a token the server already forgot still forgets it here.
      expect(await cli.run(['logout'])).toMatchObject({ code: 0 });

      const { token: userToken } = await clients.user.call(endpoints.createToken, { body: { name: 'script' } });
      const forbidden = await cli.run(['users', 'list'], { token: userToken });
      expect(forbidden.code).toBe(1);
      expect(forbidden.output).toContain(`${adminMessages.forbidden} (ADMIN_FORBIDDEN)`);
      const login = await cli.run(['login'], { input: `${clients.userEmail}\n${adminTestPassword}\n` });
      expect(login.stdout).toContain('This account is not an admin: the admin commands will be refused.');
    },
    slow,
  );

  it(
    'logs in through the browser: prints the page and code, and receives its token once the signed-in user approves',
    async () => {
      const login = cli.start(['login', '--web']);
      await login.waitFor('the code expires in 10 minutes');
      expect(login.output()).toContain(
        `Open ${parts.server.url}/device in a browser where you are signed in, and enter the code:`,
      );
      const userCode = /\b([B-Z]{4}-[B-Z]{4})\b/.exec(login.output())![1]!;
      // The browser: the page looks the code up, then the signed-in user approves it.
      expect(
        await clients.admin.call(endpoints.deviceRequest, {
          query: { userCode: userCode.toLowerCase().replace('-', '') },
        }),
      ).toMatchObject({ userCode, clientName: expect.stringMatching(/^nemesis CLI on /) });
      await clients.admin.call(endpoints.deviceDecide, { body: { userCode, approve: true } });
      expect(await login.exited).toBe(0);
      expect(login.stdout()).toContain(`Logged in to ${parts.server.url} as ${clients.adminEmail} (admin).`);
      const [token] = await cliTokens();
      expect(login.stdout()).toContain(`The token expires on ${shortTime(token!.expiresAt)} UTC: log in again then.`);
      expect((await cli.run(['whoami'])).stdout).toContain(clients.adminEmail);
      // The account page lists it as the CLI, and once past its expiry the server refuses it, saying so.
      const listed = (await clients.admin.call(endpoints.listSessions)).sessions.find(
        (session) => session.id === token!.id,
      );
      expect(listed).toMatchObject({
        kind: 'token',
        device: 'Nemesis CLI',
        address: '127.0.0.1',
        lastUsedAt: expect.any(String),
      });
      const expiredAt = new Date(Date.now() - 1000).toISOString();
      await parts.database.db
        .updateTable('accessTokens')
        .set({ expiresAt: expiredAt })
        .where('id', '=', token!.id)
        .execute();
      expect((await cli.run(['whoami'])).output).toContain(accessTokenMessages.expired(expiredAt));
      expect((await cli.run(['logout'])).code).toBe(0);
    },
    slow,
  );

  it(
    'names the URL it could not reach, and ends wrong usage with exit code 2',
    async () => {
      const unreachable = await cli.run(['health'], { token: 'nd_pat_x', env: { NEMESIS_URL: 'http://127.0.0.1:9' } });
      expect(unreachable.code).toBe(1);
      expect(unreachable.output).toContain('Could not reach the server at http://127.0.0.1:9');
      const usage = await cli.run(['users', 'list', '--page-size', '10'], { token: 'nd_pat_x' });
      expect(usage.code).toBe(2);
      expect(usage.output).toContain('expected 25 or 50');
      expect((await cli.run(['prompts', 'nope'])).code).toBe(2);
      expect((await cli.run(['whoami'], { env: { NEMESIS_URL: 'not a url' } })).code).toBe(2);
    },
    slow,
  );
});
