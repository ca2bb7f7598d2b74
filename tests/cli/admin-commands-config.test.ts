import { describe, expect, it } from 'vitest';
import { manyCliRuns, useAdminCli } from '../support/admin-cli.ts';

describe('the nemesis config, audit, mail, messages and health commands, against a real server', () => {
  const world = useAdminCli('cli-config');
  const { admin, json } = world;

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
      expect(
        json(await admin('config', 'set', 'admin-users', JSON.stringify([world.clients.adminEmail]), '--json')),
      ).toEqual({ ok: true });
      const value = await admin('config', 'get', 'admin-users');
      expect(value.stdout).toContain(`[\n  "${world.clients.adminEmail}"\n]`);
      expect((await admin('config', 'set', 'admin-users', 'not json')).code).toBe(2);

      expect(json(await admin('config', 'set', 'report-hold-threshold', '4', '--json'))).toEqual({ ok: true });
      const audit = await admin('audit', '--limit', '3');
      expect(audit.stdout).toMatch(/WHEN\s+WHO\s+ACTION\s+TARGET/);
      expect(audit.stdout).toMatch(/config\.put\s+admin-users/);
      expect((json(await admin('audit', '--limit', '2', '--json')) as { entries: unknown[] }).entries).toHaveLength(2);

      const mail = await admin('mail', '--to', world.clients.userEmail);
      expect(mail.stdout).toContain('Your Nemesis Day confirmation code');
      const [first] = (
        json(await admin('mail', '--to', world.clients.userEmail, '--json')) as { mail: { id: string }[] }
      ).mail;
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
      expect(health.stdout).toContain(`Degraded (${world.parts.server.url})`);
      expect(health.stdout).toContain('✓ AI provider builtin answers');
      expect(health.stdout).toContain(
        '✗ AI provider ollama at http://127.0.0.1:9 does not answer (fetch failed: bad port)',
      );
    },
    manyCliRuns,
  );
});
