import type { Endpoint } from '../api/endpoint.ts';
import { healthResponse, siteInfoResponse } from './site-schemas.ts';

/** The server's health (asked once: callers want the answer of the moment) and the operator's settings. */
export const siteEndpoints = {
  health: {
    method: 'GET',
    path: '/api/v1/nemesis-notes/health',
    response: healthResponse,
    retry: 'once',
    access: 'public',
    cache: 'no-store',
  },
  siteInfo: {
    method: 'GET',
    path: '/api/v1/site',
    response: siteInfoResponse,
    retry: 'default',
    access: 'public',
    cache: 'default',
  },
} as const satisfies Record<string, Endpoint>;
