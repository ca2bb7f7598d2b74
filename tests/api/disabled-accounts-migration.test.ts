import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import * as disabledAccounts from '../../server/db/migrations/0016-disabled-accounts.ts';
import { createTestStorage, openTestDatabase, testEngines } from '../support/test-database.ts';

describe.each(testEngines)('migration 0016 on $engine', ({ engine, available }) => {
  it.skipIf(!available)(
    'flags the accounts an earlier version disabled as ARCHIVED, and gives them back the status they had',
    async () => {
      const storage = await createTestStorage(engine);
      const database = openTestDatabase(storage);
      try {
        // Back to the schema before 0016, with the rows an earlier version kept, then forward again.
        await migrateToLatest(database.db);
        await disabledAccounts.down(database.db);
        const user = (id: string, status: string, more: Record<string, string> = {}) => ({
          id,
          email: `${id}@example.test`,
          password_hash: 'x',
          status,
          created_at: '2026-01-01T00:00:00.000Z',
          ...more,
        });
        await database.db
          .withoutPlugins()
          .insertInto('users' as never)
          .values([
            user('verified', 'ARCHIVED', { email_verified_at: '2026-01-02T00:00:00.000Z' }),
            user('signed-in', 'ARCHIVED', { last_login_at: '2026-01-03T00:00:00.000Z' }),
            user('never-confirmed', 'ARCHIVED'),
            user('active', 'CONFIRMED', { email_verified_at: '2026-01-02T00:00:00.000Z' }),
            user('waiting', 'UNCONFIRMED'),
          ] as never)
          .execute();
        const disabling = (id: string, target: string, createdAt: string) => ({
          id,
          actor_id: 'admin',
          actor_email: 'admin@example.test',
          action: 'user.disable',
          target,
          created_at: createdAt,
        });
        await database.db
          .withoutPlugins()
          .insertInto('admin_audit' as never)
          .values([
            disabling('a1', 'verified@example.test', '2026-02-01T00:00:00.000Z'),
            disabling('a2', 'verified@example.test', '2026-03-01T00:00:00.000Z'),
          ] as never)
          .execute();
        await disabledAccounts.up(database.db);

        const rows = await database.db
          .selectFrom('users')
          .select(['id', 'status', 'disabledAt'])
          .orderBy('id')
          .execute();
        // Disabled since the last disabling the audit log records, else since the account was made.
        expect(rows).toEqual([
          { id: 'active', status: 'CONFIRMED', disabledAt: null },
          { id: 'never-confirmed', status: 'UNCONFIRMED', disabledAt: '2026-01-01T00:00:00.000Z' },
          { id: 'signed-in', status: 'CONFIRMED', disabledAt: '2026-01-01T00:00:00.000Z' },
          { id: 'verified', status: 'CONFIRMED', disabledAt: '2026-03-01T00:00:00.000Z' },
          { id: 'waiting', status: 'UNCONFIRMED', disabledAt: null },
        ]);
      } finally {
        await database.db.destroy();
        await storage.cleanup();
      }
    },
  );
});
