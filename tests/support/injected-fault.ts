import { sql } from 'kysely';
import type { Database } from '../../server/db/database.ts';

/** Where a fault strikes: every insert into (update of, delete from) `table`, or only those whose row meets `when` (SQL on `new`, on `old` for a delete). */
export interface FaultPlace {
  table: string;
  on: 'insert' | 'update' | 'delete';
  when?: string;
}

/** The message of the error an injected fault raises. */
export const injectedFaultMessage = 'injected fault';

/**
 * Makes the database itself refuse the statements at `place` with an error, as a full disk or a lost
 * connection would, by a trigger on either engine; answers what removes it again.
 */
export async function injectFault(database: Database, place: FaultPlace): Promise<() => Promise<void>> {
  const name = `fault_${place.table}_${place.on}`;
  const when = place.when ? `when (${place.when})` : '';
  const run = (statement: string) => sql.raw(statement).execute(database.db);
  if (database.engine === 'sqlite') {
    await run(
      `create trigger ${name} before ${place.on} on ${place.table} for each row ${when} begin select raise(abort, '${injectedFaultMessage}'); end`,
    );
    return async () => void (await run(`drop trigger ${name}`));
  }
  await run(
    `create function ${name}() returns trigger language plpgsql as $$ begin raise exception '${injectedFaultMessage}'; end $$`,
  );
  await run(
    `create trigger ${name} before ${place.on} on ${place.table} for each row ${when} execute function ${name}()`,
  );
  return async () => {
    await run(`drop trigger ${name} on ${place.table}`);
    await run(`drop function ${name}()`);
  };
}
