import type { Kysely } from 'kysely';
import type { HealthResponse } from '#contract/site/site-schemas.ts';
import { isDatabaseReachable } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';

/** Whether the server can do its work, for the health route. */
export function createHealthService(deps: { db: Kysely<DatabaseSchema>; version: string }) {
  return {
    /** 'ok' when the database answers, else 'degraded'; never throws. */
    async check(): Promise<HealthResponse> {
      const reachable = await isDatabaseReachable(deps.db);
      return {
        status: reachable ? 'ok' : 'degraded',
        version: deps.version,
        database: reachable ? 'ok' : 'unreachable',
        timestamp: new Date().toISOString(),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
