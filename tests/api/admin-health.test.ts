import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import { useAccountTestServer } from '../support/account-test-server.ts';
import { adminClients, adminEnv } from '../support/admin-clients.ts';
import type { AdminClients } from '../support/admin-clients.ts';
import { testEngines } from '../support/test-database.ts';
import { listBackups } from '../../server/backup/backups.ts';

/** For a describe block: a server on `engine` with `env`, and its admin's clients once it runs. */
function useAdminServer(
  engine: 'sqlite' | 'postgres',
  available: boolean,
  tag: string,
  env: Record<string, string> = {},
): () => AdminClients {
  const parts = useAccountTestServer(engine, available, { ...adminEnv(tag), ...env });
  let clients: AdminClients;
  beforeAll(async () => {
    if (available) clients = await adminClients(parts, tag);
  });
  return () => clients;
}

describe.each(testEngines)('the admin health answer on $engine', ({ engine, available }) => {
  describe('a fresh install: OLLAMA_HOST unset, the built-in model in use', () => {
    // OLLAMA_HOST empty is OLLAMA_HOST unset: Ollama is only looked for, at its usual address.
    const clientsOf = useAdminServer(engine, available, `health-fresh-${engine}`, { OLLAMA_HOST: '' });

    it.skipIf(!available)('is ok, and neither it nor the model list reports Ollama as failing', async () => {
      const clients = clientsOf();
      const health = await clients.admin.call(adminEndpoints.adminHealth);
      expect(health).toMatchObject({ status: 'ok', database: 'ok' });
      expect(health.providers).toContainEqual({ name: 'builtin', reachable: true, address: null, error: null });
      expect(health.providers.filter((provider) => !provider.reachable)).toEqual([]);
      expect((await clients.admin.call(adminEndpoints.adminModels)).unavailableProviders).toEqual([]);
    });
  });

  describe('Ollama configured (OLLAMA_HOST) and not answering', () => {
    const clientsOf = useAdminServer(engine, available, `health-down-${engine}`);

    it.skipIf(!available)('is degraded, naming Ollama, and the model list reports it', async () => {
      const clients = clientsOf();
      const health = await clients.admin.call(adminEndpoints.adminHealth);
      expect(health).toMatchObject({ status: 'degraded', database: 'ok' });
      expect(health.providers).toEqual(
        expect.arrayContaining([
          { name: 'builtin', reachable: true, address: null, error: null },
          {
            name: 'ollama',
            reachable: false,
            address: 'http://127.0.0.1:9',
            error: 'fetch failed: bad port',
          },
        ]),
      );
      const models = await clients.admin.call(adminEndpoints.adminModels);
      expect(models.unavailableProviders).toEqual(['ollama']);
      expect(models.providerFailures).toEqual([
        { name: 'ollama', address: 'http://127.0.0.1:9', error: 'fetch failed: bad port' },
      ]);
    });
  });

  describe('backing itself up every so often (BACKUP_INTERVAL_HOURS, BACKUP_KEEP)', () => {
    // Every 1.8 s, keeping 2.
    const parts = useAccountTestServer(engine, available, {
      ...adminEnv(`health-backups-${engine}`),
      BACKUP_INTERVAL_HOURS: '0.0005',
      BACKUP_KEEP: '2',
    });

    it.skipIf(!available)(
      'takes backups into DATA_DIR/backups, keeps the newest two, and health says when the last one was taken and its size',
      async () => {
        const clients = await adminClients(parts, `health-backups-${engine}`);
        const dataDir = parts.server.storage.env.DATA_DIR;
        await expect
          .poll(async () => (await clients.admin.call(adminEndpoints.adminHealth)).lastBackup, { timeout: 30_000 })
          .not.toBeNull();
        const { lastBackup } = await clients.admin.call(adminEndpoints.adminHealth);
        expect(lastBackup!.sizeBytes).toBeGreaterThan(1000);
        expect(Date.now() - Date.parse(lastBackup!.at)).toBeLessThan(60_000);
        // Three taken: the oldest is gone.
        await expect.poll(() => listBackups(dataDir).map((backup) => backup.file), { timeout: 30_000 }).toHaveLength(2);
        const firstTwo = listBackups(dataDir).map((backup) => backup.file);
        await expect.poll(() => listBackups(dataDir)[0]!.file, { timeout: 30_000 }).not.toBe(firstTwo[0]);
        expect(listBackups(dataDir).length).toBeLessThanOrEqual(2);
      },
    );
  });
});
