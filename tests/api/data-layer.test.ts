import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../server/db/repositories.ts';
import type { Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createConfigRepository } from '../../server/db/repositories/config-repository.ts';
import { createAdminCheck } from '../../server/services/admin/admin-check.ts';
import { createHousekeeping } from '../../server/services/operations/housekeeping.ts';
import { createTestStorage, openTestDatabase, testEngines } from '../support/test-database.ts';
import type { TestStorage } from '../support/test-database.ts';

describe.each(testEngines)('data layer on $engine', ({ engine, available }) => {
  let storage: TestStorage;
  let database: Database;

  beforeAll(async () => {
    if (!available) return;
    storage = await createTestStorage(engine);
    database = openTestDatabase(storage);
  });
  afterAll(async () => {
    if (!available) return;
    await database.db.destroy();
    await storage.cleanup();
  });

  it.skipIf(!available)('opens the engine it was asked for and answers', async () => {
    expect(database.engine).toBe(engine);
    expect(await createRepositories(database.db, database.engine).health.isReachable()).toBe(true);
  });

  it.skipIf(!available)('applies every migration once', async () => {
    expect(await migrateToLatest(database.db)).toEqual([
      '0001-admin-config',
      '0002-accounts',
      '0003-notes',
      '0004-published-roasts',
      '0005-note-cards',
      '0006-forms',
      '0007-admin-audit',
      '0008-device-codes',
      '0009-mfa',
      '0010-identities',
      '0011-sealed-mail',
      '0012-session-devices',
      '0013-note-reports',
      '0014-note-reactions',
      '0015-report-networks',
      '0016-disabled-accounts',
      '0017-email-changes',
      '0018-scheduled-mail',
      '0019-sealed-notes',
      '0020-growth-indexes',
      '0021-search-indexes',
      '0022-list-counts',
      '0023-review-queue',
      '0024-search-secure-delete',
    ]);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it.skipIf(!available)('stores, finds and replaces configuration values', async () => {
    const configs = createConfigRepository(database.db);
    expect(await configs.find('bedrock-model')).toBeUndefined();

    await configs.put('bedrock-model', '{"activeModel":"builtin/roastbook"}', new Date('2026-11-21T10:00:00Z'));
    expect(await configs.find('bedrock-model')).toEqual({
      configKey: 'bedrock-model',
      configValue: '{"activeModel":"builtin/roastbook"}',
      updatedAt: '2026-11-21T10:00:00.000Z',
    });

    await configs.put('bedrock-model', '{"activeModel":"ollama/llama3.2:3b"}', new Date('2026-11-22T10:00:00Z'));
    const replaced = await configs.find('bedrock-model');
    expect(replaced?.configValue).toBe('{"activeModel":"ollama/llama3.2:3b"}');
    expect(replaced?.updatedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(await configs.find('admin-users')).toBeUndefined();
  });

  it.skipIf(!available)('links a provider identity to one account only, and drops it with the account', async () => {
    const { users, identities } = createRepositories(database.db, database.engine);
    const user = (id: string) => ({
      id,
      email: `${id}@example.test`,
      passwordHash: '',
      status: 'CONFIRMED' as const,
      emailVerifiedAt: null,
      requiredAction: null,
      givenName: null,
      familyName: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      lastLoginAt: null,
      loginType: null,
      disabledAt: null,
    });
    await users.create(user('id-a'));
    await users.create(user('id-b'));
    const identity = (id: string, userId: string, provider: string, subject: string, createdAt: string) => ({
      id,
      userId,
      provider,
      subject,
      email: null,
      createdAt,
      lastLoginAt: null,
    });
    await identities.create(identity('i1', 'id-a', 'google', '42', '2026-11-21T10:00:00.000Z'));
    await identities.create(identity('i2', 'id-a', 'facebook', '42', '2026-11-21T11:00:00.000Z'));
    await expect(
      identities.create(identity('i3', 'id-b', 'google', '42', '2026-11-21T12:00:00.000Z')),
    ).rejects.toThrow();
    expect((await identities.findBySubject('google', '42'))?.userId).toBe('id-a');
    expect(await identities.findBySubject('oidc', '42')).toBeUndefined();
    await identities.recordLogin('i1', '2026-11-22T10:00:00.000Z', 'a@gmail.test');
    expect((await identities.listForUser('id-a')).map((row) => [row.provider, row.lastLoginAt, row.email])).toEqual([
      ['google', '2026-11-22T10:00:00.000Z', 'a@gmail.test'],
      ['facebook', null, null],
    ]);
    expect(await identities.deleteForUser('id-a', 'facebook')).toBe(1);
    await users.delete('id-a');
    expect(await identities.findBySubject('google', '42')).toBeUndefined();
  });

  it.skipIf(!available)(
    'decides admins from ADMIN_EMAILS and from the admin-users value, as a JSON list or a comma-separated one',
    async () => {
      const configs = createConfigRepository(database.db);
      const adminCheck = createAdminCheck({ configs, adminEmails: ['boss@example.test'] });
      const isAdmin = (email: string) => adminCheck.isAdmin({ email });
      expect([await isAdmin('boss@example.test'), await isAdmin('deputy@example.test')]).toEqual([true, false]);
      await configs.put('admin-users', '["Deputy@Example.test"]', new Date());
      expect(await isAdmin('deputy@example.test')).toBe(true);
      await configs.put('admin-users', ' other@example.test , deputy@example.test', new Date());
      expect([await isAdmin('deputy@example.test'), await isAdmin('nobody@example.test')]).toEqual([true, false]);
    },
  );
});

describe.each(testEngines)('housekeeping on $engine', ({ engine, available }) => {
  it.skipIf(!available)(
    'removes expired sessions, challenges, codes, spent counters and old roast records, and keeps the rest',
    async () => {
      const storage = await createTestStorage(engine);
      const database = openTestDatabase(storage);
      try {
        await migrateToLatest(database.db);
        const now = new Date('2026-11-21T12:00:00Z');
        const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
        const ahead = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
        const { db } = database;
        const user = (id: string, status: 'CONFIRMED' | 'UNCONFIRMED', createdAt: string) => ({
          id,
          email: `${id}@example.test`,
          passwordHash: 'x',
          status,
          emailVerifiedAt: null,
          requiredAction: null,
          givenName: null,
          familyName: null,
          createdAt,
          lastLoginAt: null,
          loginType: null,
        });
        await db
          .insertInto('users')
          .values([
            user('u1', 'CONFIRMED', ago(1000)),
            user('fresh', 'UNCONFIRMED', ago(2)),
            user('stale', 'UNCONFIRMED', ago(25)),
            // Disabled by an admin: the address stays taken, however old.
            { ...user('stale-disabled', 'UNCONFIRMED', ago(25)), disabledAt: ago(20) },
          ])
          .execute();
        const session = (id: string, lastSeenAt: string, expiresAt: string) => ({
          id,
          tokenHash: `h-${id}`,
          userId: 'u1',
          authMethod: 'password' as const,
          createdAt: ago(300),
          lastSeenAt,
          expiresAt,
        });
        await db
          .insertInto('sessions')
          .values([
            session('live', ago(1), ahead(100)),
            session('idle', ago(24 * 8), ahead(100)),
            session('old', ago(1), ago(1)),
          ])
          .execute();
        await db
          .insertInto('signInChallenges')
          .values([
            { id: 'c-live', tokenHash: 'c1', userId: 'u1', step: 'X', expiresAt: ahead(1) },
            { id: 'c-old', tokenHash: 'c2', userId: 'u1', step: 'X', expiresAt: ago(1) },
          ])
          .execute();
        await db
          .insertInto('verificationCodes')
          .values([
            {
              id: 'v-live',
              userId: 'u1',
              purpose: 'confirm-sign-up',
              codeHash: 'a',
              attempts: 0,
              createdAt: ago(0.1),
              expiresAt: ahead(0.1),
            },
            {
              id: 'v-old',
              userId: 'u1',
              purpose: 'reset-password',
              codeHash: 'b',
              attempts: 0,
              createdAt: ago(1),
              expiresAt: ago(0.5),
            },
          ])
          .execute();
        await db
          .insertInto('rateLimits')
          .values([
            // A day's window (notes per day, sign-up notices) still counts at 20 hours.
            { key: 'fresh', windowStartedAt: ago(20), count: 3 },
            { key: 'spent', windowStartedAt: ago(26), count: 9 },
          ])
          .execute();
        await db
          .insertInto('generatedRoasts')
          .values([
            {
              id: 'r-new',
              userId: 'u1',
              stage: 'initial-roast',
              textHash: 'n',
              modelId: 'builtin/roastbook',
              promptVersion: 1,
              createdAt: ago(2),
            },
            {
              id: 'r-old',
              userId: 'u1',
              stage: 'initial-roast',
              textHash: 'o',
              modelId: 'builtin/roastbook',
              promptVersion: 1,
              createdAt: ago(25),
            },
          ])
          .execute();

        const mail = (id: string, status: 'sent' | 'pending' | 'failed', createdAt: string) => ({
          id,
          recipient: 'gary@example.test',
          subject: 'Hello',
          textBody: `text of ${id}`,
          htmlBody: `<p>${id}</p>`,
          sealedBody: null,
          status,
          attempts: 1,
          lastError: null,
          createdAt,
          nextAttemptAt: status === 'pending' ? ahead(1) : null,
          sentAt: null,
          replyTo: null,
          headers: null,
        });
        // Seven days' retention: older mail keeps its row but not its text, unless it still waits to go out.
        await db
          .insertInto('mailOutbox')
          .values([
            mail('m-new', 'sent', ago(24 * 6)),
            mail('m-old', 'sent', ago(24 * 8)),
            mail('m-failed', 'failed', ago(24 * 8)),
            mail('m-waiting', 'pending', ago(24 * 8)),
          ])
          .execute();

        expect(
          await createHousekeeping(createRepositories(db, engine), {
            mailRetentionDays: 7,
            clock: { now: () => now },
          }).sweep(),
        ).toEqual({
          sessions: 2,
          challenges: 1,
          codes: 1,
          rateLimits: 1,
          roasts: 1,
          unconfirmedUsers: 1,
          mailTexts: 2,
        });
        const texts = await db.selectFrom('mailOutbox').select(['id', 'textBody', 'htmlBody']).orderBy('id').execute();
        expect(texts).toEqual([
          { id: 'm-failed', textBody: '', htmlBody: '' },
          { id: 'm-new', textBody: 'text of m-new', htmlBody: '<p>m-new</p>' },
          { id: 'm-old', textBody: '', htmlBody: '' },
          { id: 'm-waiting', textBody: 'text of m-waiting', htmlBody: '<p>m-waiting</p>' },
        ]);
        expect((await db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual([
          'fresh',
          'stale-disabled',
          'u1',
        ]);
        expect((await db.selectFrom('sessions').select('id').execute()).map((row) => row.id)).toEqual(['live']);
        expect((await db.selectFrom('signInChallenges').select('id').execute()).map((row) => row.id)).toEqual([
          'c-live',
        ]);
        expect((await db.selectFrom('verificationCodes').select('id').execute()).map((row) => row.id)).toEqual([
          'v-live',
        ]);
        expect((await db.selectFrom('rateLimits').select('key').execute()).map((row) => row.key)).toEqual(['fresh']);
        expect((await db.selectFrom('generatedRoasts').select('id').execute()).map((row) => row.id)).toEqual(['r-new']);
      } finally {
        await database.db.destroy();
        await storage.cleanup();
      }
    },
  );
});
