import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { builtinModelId } from '#contract/ai/model-settings.ts';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { expectAdminOnly } from '../support/expect-admin-only.ts';
import { failureOf } from '../support/failure-of.ts';
import { testEngines } from '../support/test-database.ts';

const settings = { temperature: 0.5, topP: 0.8, maxTokens: 1000 };

describe.each(testEngines)('admin config and models on $engine', ({ engine, available }) => {
  const parts = useAccountTestServer(engine, available, adminEnv(`config-${engine}`));
  let clients: AdminClients;
  beforeAll(async () => {
    if (available) clients = await adminClients(parts, `config-${engine}`);
  });

  it.skipIf(!available)(
    'lists the models of every provider, builtin always, and reports the one that does not answer',
    async () => {
      const listing = await expectAdminOnly(clients, adminEndpoints.adminModels);
      expect(listing).toMatchObject({ availableModels: [builtinModelId], unavailableProviders: ['ollama'] });
      const first = await clients.admin.call(adminEndpoints.adminModels);
      const cached = await clients.admin.call(adminEndpoints.adminModels);
      expect(cached.lastRefresh).toBe(first.lastRefresh);
      const refreshed = await clients.admin.call(adminEndpoints.adminModels, { query: { refresh: 'true' } });
      expect(Date.parse(refreshed.lastRefresh)).toBeGreaterThanOrEqual(Date.parse(first.lastRefresh));
    },
  );

  it.skipIf(!available)('switches the model only to a listed one, with its settings in range', async () => {
    await expectAdminOnly(clients, adminEndpoints.adminPutModel, {
      body: { modelId: builtinModelId, modelSettings: settings },
    });
    expect(await clients.admin.call(adminEndpoints.adminModels)).toMatchObject({
      activeModel: builtinModelId,
      modelSettings: settings,
    });
    expect(
      await failureOf(
        clients.admin.call(adminEndpoints.adminPutModel, { body: { modelId: 'ollama/nope', modelSettings: settings } }),
      ),
    ).toMatchObject({
      status: 400,
      code: 'ADMIN_BEDROCK_MODEL_NOT_AVAILABLE',
      serverMessage: adminMessages.modelNotAvailable,
    });
    for (const bad of [{ temperature: 1.1 }, { topP: -0.1 }, { maxTokens: 8193 }, { maxTokens: 0 }]) {
      const body = { modelId: builtinModelId, modelSettings: { ...settings, ...bad } };
      expect(await failureOf(clients.admin.call(adminEndpoints.adminPutModel, { body }))).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
      });
    }
  });

  it.skipIf(!available)(
    'reads and writes known config keys only, each value checked, and records each write',
    async () => {
      const value = { activeModel: builtinModelId, modelSettings: settings };
      await expectAdminOnly(clients, adminEndpoints.adminPutConfig, {
        body: { configKey: 'bedrock-model', configValue: value },
      });
      const entry = await expectAdminOnly(clients, adminEndpoints.adminConfig, {
        query: { configKey: 'bedrock-model' },
      });
      expect(entry).toMatchObject({ configKey: 'bedrock-model', configValue: value });
      expect(
        await failureOf(clients.admin.call(adminEndpoints.adminConfig, { query: { configKey: 'colour' } })),
      ).toMatchObject({ status: 400, code: 'ADMIN_INVALID_CONFIG_KEY' });
      expect(
        await failureOf(
          clients.admin.call(adminEndpoints.adminPutConfig, { body: { configKey: 'colour', configValue: 1 } }),
        ),
      ).toMatchObject({ code: 'ADMIN_INVALID_CONFIG_KEY' });
      expect(
        await failureOf(clients.admin.call(adminEndpoints.adminConfig, { query: { configKey: 'admin-users' } })),
      ).toMatchObject({ status: 404, code: 'ADMIN_CONFIG_NOT_FOUND' });
      expect(
        await failureOf(
          clients.admin.call(adminEndpoints.adminPutConfig, {
            body: { configKey: 'admin-users', configValue: ['not an e-mail'] },
          }),
        ),
      ).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
      expect(
        await failureOf(
          clients.admin.call(adminEndpoints.adminPutConfig, {
            body: { configKey: 'bedrock-model', configValue: { activeModel: 'x/y', modelSettings: settings } },
          }),
        ),
      ).toMatchObject({
        code: 'ADMIN_BEDROCK_MODEL_NOT_AVAILABLE',
      });

      // Naming the user in admin-users makes them an admin at once.
      await clients.admin.call(adminEndpoints.adminPutConfig, {
        body: { configKey: 'admin-users', configValue: [clients.userEmail] },
      });
      expect(
        await clients.user.call(adminEndpoints.adminConfig, { query: { configKey: 'admin-users' } }),
      ).toMatchObject({ configValue: [clients.userEmail] });
      const selfRemoval = clients.user.call(adminEndpoints.adminPutConfig, {
        body: { configKey: 'admin-users', configValue: [] },
      });
      expect(await failureOf(selfRemoval)).toMatchObject({
        status: 400,
        serverMessage: adminMessages.cannotRevokeSelf,
      });
      await clients.admin.call(adminEndpoints.adminPutConfig, { body: { configKey: 'admin-users', configValue: [] } });
      expect(
        await failureOf(clients.user.call(adminEndpoints.adminConfig, { query: { configKey: 'admin-users' } })),
      ).toMatchObject({ status: 403 });

      const rows = await parts.database.db
        .selectFrom('adminAudit')
        .selectAll()
        .where('target', '=', 'admin-users')
        .orderBy('createdAt')
        .execute();
      expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
        ['config.put', null, JSON.stringify([clients.userEmail])],
        ['config.put', JSON.stringify([clients.userEmail]), '[]'],
      ]);
    },
  );
});
