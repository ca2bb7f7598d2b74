import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import type { Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { isRequired } from './required-parts.ts';

/** The Postgres server tests use: 127.0.0.1:5432, database `test`, unless TEST_DATABASE_URL says otherwise. */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the test Postgres answers; throws when it does not and CI requires it. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: testPostgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (isRequired('postgres'))
      throw new Error(`Postgres is required but not reachable at ${testPostgresUrl}: ${String(error)}`);
    console.warn(`Skipping Postgres tests: ${testPostgresUrl} is not reachable.`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The engines a data-layer test runs on, each with whether it can run here (Postgres may be missing). */
export const testEngines = [
  { engine: 'sqlite' as const, available: true },
  { engine: 'postgres' as const, available: await postgresAvailable() },
];

/** Where a test's data lives: a fresh SQLite folder, or a fresh schema in the test Postgres. */
export interface TestStorage {
  engine: 'sqlite' | 'postgres';
  env: { DATA_DIR: string; DATABASE_URL?: string };
  cleanup(): Promise<void>;
}

/** Makes empty storage for one engine. */
export async function createTestStorage(engine: 'sqlite' | 'postgres'): Promise<TestStorage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nemesis-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite') return { engine, env: { DATA_DIR: dataDir }, cleanup: async () => removeDir() };

  // Each test file gets its own schema, so files can run at the same time on one database.
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(testPostgresUrl);
  // Percent-encoded, not '+' for the space: libpq (pg_dump, psql) reads '+' as itself.
  url.search = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    engine,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: testPostgresUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
      removeDir();
    },
  };
}

/** Opens the database of a test storage, as the server would. */
export function openTestDatabase(storage: TestStorage): Database {
  return openDatabase({ databaseUrl: storage.env.DATABASE_URL, dataDir: storage.env.DATA_DIR });
}

/**
 * For a describe block on `engine`: fresh storage whose database is opened and brought up to date before
 * its tests, then closed and removed after; nothing when the engine is not `available`. The database and
 * its storage are set once the block's beforeAll has run.
 */
export function useMigratedDatabase(
  engine: 'sqlite' | 'postgres',
  available: boolean,
): { database: Database; storage: TestStorage } {
  const parts = {} as { database: Database; storage: TestStorage };
  beforeAll(async () => {
    if (!available) return;
    parts.storage = await createTestStorage(engine);
    parts.database = openTestDatabase(parts.storage);
    await migrateToLatest(parts.database.db);
  });
  afterAll(async () => {
    if (!available) return;
    await parts.database.db.destroy();
    await parts.storage.cleanup();
  });
  return parts;
}
