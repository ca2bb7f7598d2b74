import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { createRepositories } from '../../server/db/repositories.ts';
import { createUnitOfWork } from '../../server/db/unit-of-work.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'nemesis-unit-of-work-'));
const { db } = openDatabase({ databaseUrl: undefined, dataDir });
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a unit of work checking its nesting (development and tests)', () => {
  const unitOfWork = createUnitOfWork(db, (tx) => createRepositories(tx, 'sqlite'), { checkNesting: true });

  it('refuses a unit begun inside another, which on SQLite would wait for the first forever', async () => {
    await expect(unitOfWork(() => unitOfWork(async () => 'inner'))).rejects.toThrow(
      'A unit of work begun inside another: pass the running one as `within`',
    );
  });

  it('joins the running one when given it, and lets units one after another run', async () => {
    await expect(unitOfWork((tx) => unitOfWork(async () => 'joined', tx))).resolves.toBe('joined');
    await expect(unitOfWork(async () => 'next')).resolves.toBe('next');
  });
});
