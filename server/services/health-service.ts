import type { Kysely } from 'kysely';
import type { HealthResponse } from '#contract/site/site-schemas.ts';
import { isDatabaseReachable } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';

/** Reports whether the server can do its work: 'ok' when its database answers, else 'degraded'. */
export async function checkHealth(db: Kysely<DatabaseSchema>, version: string): Promise<HealthResponse> {
  const reachable = await isDatabaseReachable(db);
  return {
    status: reachable ? 'ok' : 'degraded',
    version,
    database: reachable ? 'ok' : 'unreachable',
    timestamp: new Date().toISOString(),
  };
}
