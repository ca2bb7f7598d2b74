import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import * as sessionDevices from '../../server/db/migrations/0012-session-devices.ts';
import { createTestStorage, openTestDatabase, testEngines } from '../support/test-database.ts';

describe.each(testEngines)('migration 0012 on $engine', ({ engine, available }) => {
  it.skipIf(!available)(
    'gives tokens made before it an expiry 90 days after they were made, a name, and no client seen yet',
    async () => {
      const storage = await createTestStorage(engine);
      const database = openTestDatabase(storage);
      try {
        // Back to the schema before 0012, with the rows an earlier version kept, then forward again.
        await migrateToLatest(database.db);
        await sessionDevices.down(database.db);
        const db = database.db.withoutPlugins();
        const user = {
          id: 'u1',
          email: 'old@example.test',
          password_hash: 'x',
          status: 'CONFIRMED',
          created_at: '2026-01-01T00:00:00.000Z',
        };
        await db
          .insertInto('users' as never)
          .values(user as never)
          .execute();
        const token = (id: string, name: string) => ({
          id,
          token_hash: `hash-${id}`,
          user_id: 'u1',
          name,
          created_at: '2026-01-10T12:00:00.000Z',
          last_used_at: null,
        });
        await db
          .insertInto('access_tokens' as never)
          .values([token('t1', 'nemesis CLI on laptop'), token('t2', '')] as never)
          .execute();
        await sessionDevices.up(database.db);

        const rows = await database.db
          .selectFrom('accessTokens')
          .select(['id', 'name', 'expiresAt', 'lastUsedAt', 'userAgent', 'address'])
          .orderBy('id')
          .execute();
        expect(rows).toEqual([
          {
            id: 't1',
            name: 'nemesis CLI on laptop',
            expiresAt: '2026-04-10T12:00:00.000Z',
            lastUsedAt: null,
            userAgent: null,
            address: null,
          },
          {
            id: 't2',
            name: 'CLI token',
            expiresAt: '2026-04-10T12:00:00.000Z',
            lastUsedAt: null,
            userAgent: null,
            address: null,
          },
        ]);
      } finally {
        await database.db.destroy();
        await storage.cleanup();
      }
    },
  );
});
