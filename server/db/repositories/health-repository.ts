import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';

/** Asks the database whether it answers, for the health checks. */
export function createHealthRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Whether the database answers a trivial query (the same on SQLite and Postgres). Never throws. */
    async isReachable(): Promise<boolean> {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The repository createHealthRepository returns. */
export type HealthRepository = ReturnType<typeof createHealthRepository>;
