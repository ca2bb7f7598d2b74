import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Repositories } from './repositories.ts';
import type { DatabaseSchema } from './schema.ts';

/**
 * Runs `work` with every repository bound to one transaction: its writes (audit entries and mail
 * recorded in the outbox included) commit together, or none does when it throws. Given `within`, the
 * repositories of a unit of work already running, it joins that one instead. Inside the work, read and
 * write only through `tx`: on SQLite the transaction holds the one connection, so a query outside it
 * would wait for it forever. Effects outside the database (sending mail) come after it resolves.
 */
export type UnitOfWork = <T>(work: (tx: Repositories) => Promise<T>, within?: Repositories) => Promise<T>;

/**
 * The unit of work over `db`, with `repositoriesOf` building the repositories over each transaction.
 * A second unit begun inside one without `within` is a mistake: on SQLite it would wait for the first
 * forever, on PostgreSQL it would commit apart from it. With `checkNesting` (development and tests) it
 * throws. Production skips the check: it needs an AsyncLocalStorage, which on Node 20 makes every
 * promise of the process pay for its hooks.
 */
export function createUnitOfWork(
  db: Kysely<DatabaseSchema>,
  repositoriesOf: (db: Kysely<DatabaseSchema>) => Repositories,
  options: { checkNesting: boolean },
): UnitOfWork {
  const running = options.checkNesting ? new AsyncLocalStorage<true>() : undefined;
  return async (work, within) => {
    if (within) return work(within);
    if (!running) return db.transaction().execute((trx) => work(repositoriesOf(trx)));
    if (running.getStore()) throw new Error('A unit of work begun inside another: pass the running one as `within`');
    return db.transaction().execute((trx) => running.run(true, () => work(repositoriesOf(trx))));
  };
}

/**
 * Runs `work` in `db`'s transaction when `db` is one (a repository inside a unit of work: Kysely has no
 * nested transactions, and the outer one already makes the work all or nothing), else in its own.
 */
export function inTransaction<T>(
  db: Kysely<DatabaseSchema>,
  work: (trx: Kysely<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
