import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  openSync,
  readdirSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { browserLikeClient } from '../support/browser-like-client.ts';
import { runNemesis } from '../support/run-nemesis.ts';
import type { NemesisProcess } from '../support/run-nemesis.ts';
import { createTestStorage, openTestDatabase, testEngines } from '../support/test-database.ts';
import type { TestStorage } from '../support/test-database.ts';

let storage: TestStorage | undefined;
let server: NemesisProcess | undefined;
afterEach(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await storage?.cleanup();
  server = storage = undefined;
});

async function serve(env: Record<string, string> = {}): Promise<string> {
  server = runNemesis(['serve', '--port', '0'], {
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    TRUST_PROXY: 'true',
    ...storage!.env,
    ...env,
  });
  await server.waitFor('Nemesis Day is listening');
  return JSON.parse(
    server
      .output()
      .split('\n')
      .find((line) => line.includes('Nemesis Day is listening'))!,
  ).url;
}

async function stop(): Promise<void> {
  server!.child.kill('SIGTERM');
  expect(await server!.exited).toBe(0);
  server = undefined;
}

/** Sends a contact message (each from its own address, past the form's limit per address). */
const contact = (url: string, subject: string) =>
  browserLikeClient(url, { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250)}` }).call(
    endpoints.contact,
    {
      body: {
        name: 'Bruce',
        email: 'bruce@example.test',
        subject,
        message: 'Kept or not?',
        submissionId: randomUUID(),
      },
    },
  );

/** The contact messages' subjects in the database, sorted. */
async function subjects(): Promise<string[]> {
  const database = openTestDatabase(storage!);
  try {
    return (await database.db.selectFrom('contactMessages').select('subject').execute())
      .map((row) => row.subject)
      .sort();
  } finally {
    await database.db.destroy();
  }
}

/** Runs `work` while another install's database is in use: a connection of the server's own kind holds it. */
async function whileAnotherInstallRuns<T>(work: () => Promise<T>): Promise<T> {
  const neighbour = await createTestStorage(storage!.engine);
  const database = openTestDatabase(neighbour);
  try {
    return await database.db.connection().execute(async (connection) => {
      await sql`select 1`.execute(connection);
      return work();
    });
  } finally {
    await database.db.destroy();
    await neighbour.cleanup();
  }
}

/** `nemesis <args>` to its end: its exit code and output. */
async function nemesis(args: string[]): Promise<{ code: number | null; output: string }> {
  const run = runNemesis(args, { DATABASE_URL: '', ...storage!.env });
  return { code: await run.exited, output: run.output() };
}

describe.each(testEngines)('nemesis backup and restore on $engine', ({ engine, available }) => {
  it.skipIf(!available)(
    'round-trips a running server: the data as it was at the backup, what came after gone, the old database kept aside',
    async () => {
      storage = await createTestStorage(engine);
      const url = await serve();
      await Promise.all(['before 1', 'before 2'].map((subject) => contact(url, subject)));
      const file = path.join(storage.env.DATA_DIR, 'elsewhere', 'nightly.backup');
      const backup = await nemesis(['backup', file]);
      expect(backup.code).toBe(0);
      expect(backup.output).toContain(`Backup written: ${file}`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      await contact(url, 'after');
      expect(await subjects()).toEqual(['after', 'before 1', 'before 2']);

      await stop();
      // A data folder an operator opened up is made private again by the restore, before it copies anything into it.
      if (engine === 'sqlite') chmodSync(storage.env.DATA_DIR, 0o755);
      // Another install's server, with its own data (on PostgreSQL, its own schema of the same database), does not stop the restore.
      const restore = await whileAnotherInstallRuns(() => nemesis(['restore', file]));
      expect(restore.output).toMatch(/^Restored/);
      expect(restore.code).toBe(0);
      expect(await subjects()).toEqual(['before 1', 'before 2']);
      if (engine === 'sqlite') {
        expect(readdirSync(storage.env.DATA_DIR).some((name) => name.startsWith('nemesis.db.before-restore-'))).toBe(
          true,
        );
        expect(statSync(storage.env.DATA_DIR).mode & 0o777).toBe(0o700);
      }
      // The restored database serves, and takes writes again.
      const restarted = await serve();
      await contact(restarted, 'after restore');
      expect(await subjects()).toEqual(['after restore', 'before 1', 'before 2']);
    },
  );

  it.skipIf(!available)('refuses while the server uses the database, unless --force', async () => {
    storage = await createTestStorage(engine);
    await serve();
    const backup = await nemesis(['backup']);
    expect(backup.code).toBe(0);
    const file = /Backup written: (.+) \(/.exec(backup.output)![1]!;
    expect(path.dirname(file)).toBe(path.join(storage.env.DATA_DIR, 'backups'));
    const refused = await nemesis(['restore', file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/stop (it|every instance) first, or use --force/);
  });
});

describe('nemesis restore on SQLite checks the backup before replacing anything', () => {
  it("refuses a damaged file, a file that is no backup, and a newer version's backup, and keeps the database as it was", async () => {
    storage = await createTestStorage('sqlite');
    const url = await serve();
    await contact(url, 'kept');
    const good = path.join(storage.env.DATA_DIR, 'good.db');
    expect((await nemesis(['backup', good])).code).toBe(0);
    await stop();

    const notSqlite = path.join(storage.env.DATA_DIR, 'notes.txt');
    writeFileSync(notSqlite, 'just some text');
    const notBackup = path.join(storage.env.DATA_DIR, 'other.db');
    new SQLite(notBackup).exec('create table things (id integer)');
    const newer = path.join(storage.env.DATA_DIR, 'newer.db');
    copyFileSync(good, newer);
    const newerDb = new SQLite(newer);
    newerDb
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('9999-from-the-future', new Date().toISOString());
    newerDb.close();
    const damaged = path.join(storage.env.DATA_DIR, 'damaged.db');
    copyFileSync(good, damaged);
    // Scribble over the third page (tables' data), past the header SQLite reads first.
    const handle = openSync(damaged, 'r+');
    writeSync(handle, Buffer.alloc(4096, 0x5a), 0, 4096, 2 * 4096);
    closeSync(handle);

    for (const [file, message] of [
      [notSqlite, 'is not a SQLite database'],
      [notBackup, 'is not a Nemesis Day backup'],
      [newer, 'made by a newer version of Nemesis Day'],
      [damaged, "failed SQLite's integrity check"],
      [path.join(storage.env.DATA_DIR, 'missing.db'), 'No such file'],
    ] as const) {
      const refused = await nemesis(['restore', file]);
      expect(refused.output).toContain(message);
      expect(refused.code).toBe(1);
    }
    expect(readdirSync(storage.env.DATA_DIR).some((name) => name.includes('before-restore'))).toBe(false);
    expect(await subjects()).toEqual(['kept']);
    expect(existsSync(good)).toBe(true);
  });
});
