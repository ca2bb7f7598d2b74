import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { sampleNemesis } from '#contract/admin/admin-schemas.ts';
import { builtinModelId } from '#contract/ai/model-settings.ts';
import { endpoints } from '#contract/endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv, adminTestPassword } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { insertUsers, insertedEmail } from '../support/insert-users.ts';
import { nemesisCli } from '../support/nemesis-cli.ts';
import type { CliRun, NemesisCli } from '../support/nemesis-cli.ts';
import { signUpAndConfirm } from '../support/sign-up-and-confirm.ts';
import { totpCode } from '../support/totp-code.ts';

// Each test runs the CLI as a process several times: on a busy 2-core machine each run takes seconds.
const slow = 180_000;

describe('the nemesis admin commands, against a real server', () => {
  const parts = useAccountTestServer('sqlite', true, adminEnv('cli-admin'));
  let clients: AdminClients;
  let cli: NemesisCli;
  let folder: string;
  beforeAll(async () => {
    clients = await adminClients(parts, 'cli-admin');
    cli = nemesisCli(parts.server.url);
    folder = mkdtempSync(path.join(tmpdir(), 'nemesis-cli-files-'));
    token = (await clients.admin.call(endpoints.createToken, { body: { name: 'cli test' } })).token;
  });
  afterAll(() => {
    cli.cleanup();
    rmSync(folder, { recursive: true, force: true });
  });
  // The admin's personal access token, as a script passes it (NEMESIS_TOKEN).
  let token: string;
  const admin = (...args: string[]) => cli.run(args, { token });
  const json = (run: CliRun) => {
    expect(run.code).toBe(0);
    return JSON.parse(run.stdout) as unknown;
  };

  it(
    'models: lists with the active one marked, --json as the API answers, switches and refuses what is not on offer',
    async () => {
      const list = await admin('models', 'list');
      expect(list.code).toBe(0);
      expect(list.stdout).toMatch(/MODEL\s+STATE/);
      expect(list.stdout).toMatch(new RegExp(`●\\s+${builtinModelId}\\s+active`));
      expect(list.stdout).toContain('Not answering: ollama at http://127.0.0.1:9 (fetch failed: bad port)');
      expect(list.stdout).not.toContain('\u001b['); // piped: no colour
      expect(json(await admin('models', 'list', '--json'))).toEqual(
        await clients.admin.call(adminEndpoints.adminModels),
      );

      const use = await admin('models', 'use', builtinModelId, '--temperature', '0.4', '--max-tokens', '1000');
      expect(use.stdout).toContain(`Active model: ${builtinModelId} (temperature 0.4, top-p 0.9, max tokens 1000)`);
      expect(await clients.admin.call(adminEndpoints.adminModels)).toMatchObject({
        activeModel: builtinModelId,
        modelSettings: { temperature: 0.4, topP: 0.9, maxTokens: 1000 },
      });
      const refused = await admin('models', 'use', 'ollama/nope');
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`${adminMessages.modelNotAvailable} (ADMIN_BEDROCK_MODEL_NOT_AVAILABLE)`);
      expect((await admin('models', 'use', builtinModelId, '--temperature', '3')).code).toBe(2);
    },
    slow,
  );

  it(
    'models test and prompts try: stream a sample roast (the built-in model roasts the details), --json gives the API answer',
    async () => {
      const tested = await admin('models', 'test', builtinModelId, '--temperature', '0.2');
      expect(tested.code).toBe(0);
      expect(tested.stdout).toContain(`Sample roast from ${builtinModelId}:`);
      expect(tested.stdout).toContain(sampleNemesis.nemesisName);
      expect(json(await admin('models', 'test', '--json'))).toEqual({
        roast: expect.stringContaining(sampleNemesis.nemesisName),
      });

      writeFileSync(path.join(folder, 'draft.md'), 'Roast {{nemesisName}}, a {{nemesisOccupation}}.');
      const tried = await admin(
        'prompts',
        'try',
        'initial-roast',
        '--file',
        path.join(folder, 'draft.md'),
        '--name',
        'Gary',
        '--age',
        '41',
        '--occupation',
        'HOA president',
      );
      expect(tried.code).toBe(0);
      expect(tried.stdout).toContain('What initial-roast would write:');
      expect(tried.stdout).toContain('Gary');
      writeFileSync(path.join(folder, 'bad.md'), 'Roast someone.');
      const refused = await admin(
        'prompts',
        'try',
        'initial-roast',
        '--file',
        path.join(folder, 'bad.md'),
        '--name',
        'Gary',
        '--age',
        '41',
        '--occupation',
        'HOA president',
      );
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('(ADMIN_INVALID_PROMPT_TEXT)');
    },
    slow,
  );

  it(
    'prompts: create from a file and activate, list, show a version, diff, activate and revert',
    async () => {
      const [original] = (await clients.admin.call(adminEndpoints.adminPrompts)).prompts['initial-roast']!;
      const draft = `${original!.promptText}\nEnd with a pun about {{nemesisOccupation}}.`;
      writeFileSync(path.join(folder, 'new.md'), draft);
      const created = await admin(
        'prompts',
        'create',
        'initial-roast',
        '--file',
        path.join(folder, 'new.md'),
        '--description',
        'Ends with a pun',
        '--activate',
      );
      expect(created.stdout).toContain('Saved initial-roast v2 (active).');

      const list = await admin('prompts', 'list');
      expect(list.stdout).toMatch(/initial-roast\s+v2\s+2\s+0\s+\S+ \S+\s+Ends with a pun/);
      expect(list.stdout).toMatch(/final-roast\s+v1\s+1/);
      const shown = json(await admin('prompts', 'show', 'initial-roast', '--version', '1', '--json'));
      expect(shown).toEqual({ ...original, isActive: false });

      const diff = await admin('prompts', 'diff', 'initial-roast', '1', '2');
      expect(diff.stdout).toContain('--- initial-roast v1\n+++ initial-roast v2\n@@ ');
      expect(diff.stdout).toContain('\n+End with a pun about {{nemesisOccupation}}.');

      expect((await admin('prompts', 'activate', 'initial-roast', '1')).stdout).toContain(
        'initial-roast v1 is active.',
      );
      const reverted = await admin('prompts', 'revert', 'initial-roast', '2');
      expect(reverted.stdout).toContain('Saved initial-roast v3 (active).');
      const [newest] = (await clients.admin.call(adminEndpoints.adminPrompts)).prompts['initial-roast']!;
      expect(newest).toMatchObject({
        version: 3,
        isActive: true,
        promptText: draft,
        description: 'Revert to version 2',
      });

      const missing = await admin('prompts', 'show', 'initial-roast', '--version', '9');
      expect(missing).toMatchObject({ code: 1 });
      expect(missing.output).toContain(`${adminMessages.promptVersionNotFound}: v9 (ADMIN_PROMPT_VERSION_NOT_FOUND)`);
      // A prompt not made yet: create makes its first version; activate names what it cannot find.
      expect((await admin('prompts', 'create', 'cli-fresh', '--text', 'Roast {{nemesisName}}.')).stdout).toContain(
        'Saved cli-fresh v1 (active).',
      );
      const ghost = await admin('prompts', 'activate', 'ghost', '1');
      expect(ghost).toMatchObject({ code: 1 });
      expect(ghost.output).toContain(`${adminMessages.promptNotFound} (ADMIN_PROMPT_NOT_FOUND)`);
    },
    slow,
  );

  it(
    'users: list (table and --json), show by e-mail, create, and the actions, asking before destructive ones',
    async () => {
      const list = await admin('users', 'list');
      expect(list.stdout).toMatch(/EMAIL\s+STATUS\s+JOINED\s+LAST LOGIN\s+ID/);
      expect(list.stdout).toMatch(new RegExp(`${clients.userEmail.replace('.', '\\.')}\\s+CONFIRMED`));
      expect(list.stdout).toContain('Page 1 of 1 · 2 users in all');
      expect(json(await admin('users', 'list', '--json'))).toEqual(
        await clients.admin.call(adminEndpoints.adminUsers, { query: { pageSize: 25 } }),
      );
      const searched = json(await admin('users', 'list', '--search', 'minion', '--json')) as {
        users: { email: string }[];
      };
      expect(searched.users.map((user) => user.email)).toEqual([clients.userEmail]);

      const shown = await admin('users', 'show', clients.userEmail);
      expect(shown.stdout).toMatch(new RegExp(`email\\s+${clients.userEmail.replace('.', '\\.')}`));
      expect(shown.stdout).toMatch(/admin\s+false/);

      // Off a terminal, a destructive action needs --yes (or a "y" on stdin).
      const unconfirmed = await admin('users', 'disable', clients.userEmail);
      expect(unconfirmed.code).toBe(2);
      expect(unconfirmed.output).toContain('pass --yes to confirm');
      expect((await cli.run(['users', 'disable', clients.userEmail], { token, input: 'n\n' })).output).toContain(
        'Nothing done.',
      );
      expect((await admin('users', 'disable', clients.userEmail, '--yes')).stdout).toContain(
        `${clients.userEmail} is disabled.`,
      );
      expect(json(await admin('users', 'list', '--status', 'disabled', '--json'))).toMatchObject({
        users: [{ email: clients.userEmail, status: 'CONFIRMED', enabled: false }],
      });
      expect((await admin('users', 'list', '--search', clients.userEmail)).stdout).toContain('CONFIRMED, Disabled');
      expect((await admin('users', 'enable', clients.userEmail)).stdout).toContain('is enabled.');
      expect((await admin('users', 'grant-admin', clients.userEmail)).stdout).toContain('is an admin.');
      expect((await admin('users', 'revoke-admin', clients.userEmail, '--yes')).stdout).toContain(
        'is no longer an admin.',
      );

      const created = json(await admin('users', 'create', 'new.recruit@example.test', '--json')) as { userId: string };
      expect(
        (await clients.admin.call(adminEndpoints.adminUser, { params: { id: created.userId } })).attributes,
      ).toMatchObject({ email: 'new.recruit@example.test', required_action: 'NEW_PASSWORD' });
    },
    slow,
  );

  it(
    'users: --search and --status are answered by the server, finding users beyond the first page; reset-factors asks first, then the password alone signs in',
    async () => {
      await insertUsers(parts.database, 30, 'cli-crowd');
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
      const api = browserLikeClient(parts.server.url);
      await signUpAndConfirm(api, parts.mail, email, adminTestPassword);
      const { sharedSecret } = await api.call(endpoints.startTotpSetup);
      await api.call(endpoints.verifyTotpSetup, { body: { code: totpCode(sharedSecret) } });
      const { id } = await parts.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const mfa = async () => (await clients.admin.call(adminEndpoints.adminUser, { params: { id } })).attributes.mfa;
      expect((await admin('users', 'reset-factors', email)).output).toContain('pass --yes to confirm');
      expect((await cli.run(['users', 'reset-factors', email], { token, input: 'n\n' })).output).toContain(
        'Nothing done.',
      );
      expect(await mfa()).toBe('TOTP');
      const reset = await admin('users', 'reset-factors', email, '--yes');
      expect(reset.stdout).toContain(
        `${email} now signs in with the password alone and can set up second factors again.`,
      );
      expect(await mfa()).toBe('off');
      expect(
        await browserLikeClient(parts.server.url).call(endpoints.signIn, {
          body: { email, password: adminTestPassword },
        }),
      ).toMatchObject({ isSignedIn: true });
      const again = await admin('users', 'reset-factors', email, '--yes');
      expect(again.code).toBe(1);
      expect(again.output).toContain(`${adminMessages.noSecondFactors} (INVALID_INPUT)`);
    },
    slow,
  );

  it(
    'config, audit, mail, messages and health',
    async () => {
      // Never saved, yet in force: the value it has, said to be the default.
      const threshold = await admin('config', 'get', 'report-hold-threshold');
      expect(threshold.code).toBe(0);
      expect(threshold.stdout).toMatch(/^3\nnot saved: in force as the default/);
      expect(json(await admin('config', 'get', 'report-hold-threshold', '--json'))).toMatchObject({
        configKey: 'report-hold-threshold',
        configValue: 3,
        updatedAt: null,
      });
      expect(json(await admin('config', 'set', 'admin-users', JSON.stringify([clients.adminEmail]), '--json'))).toEqual(
        { ok: true },
      );
      const value = await admin('config', 'get', 'admin-users');
      expect(value.stdout).toContain(`[\n  "${clients.adminEmail}"\n]`);
      expect((await admin('config', 'set', 'admin-users', 'not json')).code).toBe(2);

      const audit = await admin('audit', '--limit', '3');
      expect(audit.stdout).toMatch(/WHEN\s+WHO\s+ACTION\s+TARGET/);
      expect(audit.stdout).toMatch(/config\.put\s+admin-users/);
      expect((json(await admin('audit', '--limit', '2', '--json')) as { entries: unknown[] }).entries).toHaveLength(2);

      const mail = await admin('mail', '--to', clients.userEmail);
      expect(mail.stdout).toContain('Your Nemesis Day confirmation code');
      const [first] = (json(await admin('mail', '--to', clients.userEmail, '--json')) as { mail: { id: string }[] })
        .mail;
      // The code is masked: the terminal shows what was sent, never the secret in it.
      const shown = (await admin('mail', 'show', first!.id)).stdout;
      expect(shown).toMatch(/Enter this code[\s\S]*••••••/);
      expect(shown).not.toMatch(/\b\d{6}\b/);

      const messages = await admin('messages');
      expect(messages.stdout).toContain(
        'Contact messages\nNo Contact messages.\n\nNemesis Notes\nNo Nemesis Notes sent.',
      );
      expect(json(await admin('messages', 'appreciation', '--json'))).toEqual({ notes: [], totalCount: 0 });
      // This server's OLLAMA_HOST points where nothing listens: a failure it prints, and exits 1 on.
      const health = await admin('health');
      expect(health.code).toBe(1);
      expect(health.stdout).toContain(`Degraded (${parts.server.url})`);
      expect(health.stdout).toContain('✓ AI provider builtin answers');
      expect(health.stdout).toContain(
        '✗ AI provider ollama at http://127.0.0.1:9 does not answer (fetch failed: bad port)',
      );
    },
    slow,
  );
});
