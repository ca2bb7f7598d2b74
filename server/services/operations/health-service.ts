import type { HealthResponse } from '#contract/site/site-schemas.ts';
import type { HealthRepository } from '../../db/repositories/health-repository.ts';
import type { Clock } from '../../clock.ts';

/** Whether the server can do its work, for the health route and the admin's health report. */
export function createHealthService(deps: { health: HealthRepository; version: string; clock: Clock }) {
  return {
    /** 'ok' when the database answers, else 'degraded'; never throws. */
    async check(): Promise<HealthResponse> {
      const reachable = await deps.health.isReachable();
      return {
        status: reachable ? 'ok' : 'degraded',
        version: deps.version,
        database: reachable ? 'ok' : 'unreachable',
        timestamp: deps.clock.now().toISOString(),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
