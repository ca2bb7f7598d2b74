import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { sampleNemesis } from '#contract/admin/admin-schemas.ts';
import { builtinModelId } from '#contract/ai/model-settings.ts';
import { manyCliRuns, useAdminCli } from '../support/admin-cli.ts';

describe('the nemesis models commands (and prompts try), against a real server', () => {
  const world = useAdminCli('cli-models');
  const { admin, json } = world;

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
        await world.clients.admin.call(adminEndpoints.adminModels),
      );

      const use = await admin('models', 'use', builtinModelId, '--temperature', '0.4', '--max-tokens', '1000');
      expect(use.stdout).toContain(`Active model: ${builtinModelId} (temperature 0.4, top-p 0.9, max tokens 1000)`);
      expect(await world.clients.admin.call(adminEndpoints.adminModels)).toMatchObject({
        activeModel: builtinModelId,
        modelSettings: { temperature: 0.4, topP: 0.9, maxTokens: 1000 },
      });
      const refused = await admin('models', 'use', 'ollama/nope');
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`${adminMessages.modelNotAvailable} (ADMIN_BEDROCK_MODEL_NOT_AVAILABLE)`);
      expect((await admin('models', 'use', builtinModelId, '--temperature', '3')).code).toBe(2);
    },
    manyCliRuns,
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

      writeFileSync(path.join(world.folder, 'draft.md'), 'Roast {{nemesisName}}, a {{nemesisOccupation}}.');
      const tried = await admin(
        'prompts',
        'try',
        'initial-roast',
        '--file',
        path.join(world.folder, 'draft.md'),
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
      writeFileSync(path.join(world.folder, 'bad.md'), 'Roast someone.');
      const refused = await admin(
        'prompts',
        'try',
        'initial-roast',
        '--file',
        path.join(world.folder, 'bad.md'),
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
    manyCliRuns,
  );
});
