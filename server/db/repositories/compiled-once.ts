import { createQueryId } from 'kysely';
import type { Compilable, CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';

/**
 * A query on every request's path (who a session is, the note a page shows), built and compiled on
 * its first run rather than on each: Kysely's building and compiling cost about as much as SQLite's
 * lookup by key. `build` makes it with placeholder values, whose places each run's `parameters` take
 * in order. Compiled per repository, so a transaction's repositories (one per unit of work) compile
 * only what they run.
 */
export function compiledOnce<Row>(
  db: Kysely<DatabaseSchema>,
  build: (db: Kysely<DatabaseSchema>) => Compilable<Row>,
): (...parameters: unknown[]) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (...parameters) => {
    compiled ??= build(db).compile();
    return (await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() })).rows;
  };
}
