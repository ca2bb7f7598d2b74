import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createContainer } from '../../server/container.ts';
import { openDatabase } from '../../server/db/database.ts';
import { createHealthRepository } from '../../server/db/repositories/health-repository.ts';

// Nothing listens on port 1: this is a Postgres server that has gone away.
const goneUrl = 'postgres://postgres@127.0.0.1:1/test';

describe('health with the database down', () => {
  it('answers 503 with database unreachable, and the check never throws', async () => {
    const database = openDatabase({ databaseUrl: goneUrl, dataDir: 'unused' });
    expect(await createHealthRepository(database.db).isReachable()).toBe(false);

    const config = loadConfig({ DATABASE_URL: goneUrl });
    const { app } = createApp(
      createContainer({ config, database, logger: pino({ level: 'silent' }), sessionSecret: 'a'.repeat(32) }),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/nemesis-notes/health`,
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'degraded', database: 'unreachable', version: '0.1.0' });
    } finally {
      server.close();
      await database.db.destroy();
    }
  });
});
