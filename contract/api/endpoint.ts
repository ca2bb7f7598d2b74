import { z } from 'zod';
import type { RetryPolicyName } from './retry-policy.ts';

/** What a request carries, each part checked by its schema: path parameters, query string, JSON body. */
export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/**
 * One API call: method, path under the origin (`:name` marks a path parameter), the schemas of its
 * parameters, query, body and answer, and its retry policy.
 */
export interface Endpoint extends RequestSchemas {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  response: z.ZodType;
  retry: RetryPolicyName;
}

/** The answer of a write that returns nothing else. */
export const okResponse = z.object({ ok: z.literal(true) });

/** Where the JSON API lives under the origin. */
const apiPrefix = '/api';

/** Whether a path is the JSON API's (never the web app's). */
export function isApiPath(path: string): boolean {
  return path === apiPrefix || path.startsWith(`${apiPrefix}/`);
}
