import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dumpPostgres } from '../../server/backup/pg-dump.ts';
import { backUpSqlite } from '../../server/backup/sqlite-backup.ts';
import type { DatabaseSchema } from '../../server/db/schema.ts';

const modeOf = (file: string) => statSync(file).mode & 0o777;

// A backup holds every secret: its file is the owner's alone from the first byte written, not only
// once it is whole (a local user who opens it while it is written keeps reading it), whatever the umask;
// and taking it shows other local users no password either.
describe('a backup being written', () => {
  let folder: string;
  let umask: number;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'nemesis-backup-modes-'));
    // A shared folder, such as `nemesis backup /mnt/offsite/nemesis.db` may name.
    chmodSync(folder, 0o755);
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(folder, { recursive: true, force: true });
  });

  it('is private while SQLite copies the database into it', async () => {
    const file = path.join(folder, 'nemesis.db');
    const partial = `${file}.partial`;
    const modes: number[] = [];
    // Looks at the copy right after each statement, the VACUUM INTO that fills it among them.
    const watch: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        if (existsSync(partial)) modes.push(modeOf(partial));
        return result;
      },
    };
    const connection = new SQLite(path.join(folder, 'source.db'));
    connection.exec(
      "create table secrets (value text); insert into secrets values ('the session secret and every hash')",
    );
    const db = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: connection }),
      plugins: [new CamelCasePlugin(), watch],
    });
    try {
      await backUpSqlite(db, file, 'generated session secret', new Date('2027-02-15T03:00:00Z'));
    } finally {
      await db.destroy();
    }
    expect(modes).toEqual([0o600]);
    expect(modeOf(file)).toBe(0o600);
  });

  /** Puts a pg_dump first on PATH that writes its output file as the real one does (opened for writing, truncated) and notes beside it the file's mode then, its arguments and PGPASSWORD. */
  function stubPgDump(): () => void {
    const bin = path.join(folder, 'bin');
    mkdirSync(bin);
    const script =
      '#!/bin/sh\nfor arg; do case $arg in --file=*) out=${arg#--file=};; esac; done\necho dump > "$out"\nstat -c %a "$out" > "$out.mode"\necho "$@" > "$out.args"\necho "$PGPASSWORD" > "$out.password"\n';
    writeFileSync(path.join(bin, 'pg_dump'), script, { mode: 0o755 });
    const searchPath = process.env.PATH;
    process.env.PATH = `${bin}:${searchPath}`;
    return () => (process.env.PATH = searchPath);
  }
  const noted = (file: string, what: string) => readFileSync(`${file}.partial.${what}`, 'utf8').trim();

  it('is private while pg_dump writes it', async () => {
    const restore = stubPgDump();
    try {
      const file = path.join(folder, 'nemesis.dump');
      await dumpPostgres('postgres://nobody@127.0.0.1:1/none', 'public', file, new Date('2027-02-15T03:00:00Z'));
      expect(noted(file, 'mode')).toBe('600');
      expect(modeOf(file)).toBe(0o600);
    } finally {
      restore();
    }
  });

  it("keeps the database password off pg_dump's command line, which every local user can read", async () => {
    const restore = stubPgDump();
    try {
      const file = path.join(folder, 'nemesis.dump');
      await dumpPostgres(
        'postgres://nemesis:s3cret%40pass@127.0.0.1:1/none?sslmode=disable',
        'public',
        file,
        new Date('2027-02-15T03:00:00Z'),
      );
      expect(noted(file, 'args')).not.toContain('s3cret');
      expect(noted(file, 'args')).toContain('--dbname=postgres://nemesis@127.0.0.1:1/none?sslmode=disable');
      expect(noted(file, 'password')).toBe('s3cret@pass');
    } finally {
      restore();
    }
  });
});
