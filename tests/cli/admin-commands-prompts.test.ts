import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { manyCliRuns, useAdminCli } from '../support/admin-cli.ts';

describe('the nemesis prompts commands, against a real server', () => {
  const world = useAdminCli('cli-prompts');
  const { admin, json } = world;

  it(
    'prompts: create from a file and activate, list, show a version, diff, activate and revert',
    async () => {
      const [original] = (await world.clients.admin.call(adminEndpoints.adminPrompts)).prompts['initial-roast']!;
      const draft = `${original!.promptText}\nEnd with a pun about {{nemesisOccupation}}.`;
      writeFileSync(path.join(world.folder, 'new.md'), draft);
      const created = await admin(
        'prompts',
        'create',
        'initial-roast',
        '--file',
        path.join(world.folder, 'new.md'),
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
      const [newest] = (await world.clients.admin.call(adminEndpoints.adminPrompts)).prompts['initial-roast']!;
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
    manyCliRuns,
  );
});
