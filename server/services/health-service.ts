import type { HealthResponse } from '#contract/site/site-schemas.ts';
import type { HealthRepository } from '../db/repositories/health-repository.ts';

/** Whether the server can do its work, for the health route and the admin's health report. */
export function createHealthService(deps: { health: HealthRepository; version: string }) {
  return {
    /** 'ok' when the database answers, else 'degraded'; never throws. */
    async check(): Promise<HealthResponse> {
      const reachable = await deps.health.isReachable();
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
