import { z } from 'zod';
import type { RetryPolicyName } from './retry-policy.ts';

/** What a request carries, each part checked by its schema: path parameters, query string, JSON body. */
export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/**
 * Who may call a route. `public`: anyone, signed in or not. `user`: a signed-in user, by browser
 * session or personal access token (else 401 UNAUTHORIZED). `session`: a user signed in through a
 * browser session, as a token must not reach what the account page guards (else 401 UNAUTHORIZED).
 * `admin`: an admin, by session or token (else 401 ADMIN_UNAUTHORIZED, or 403 ADMIN_FORBIDDEN for a
 * user who is not one).
 */
export type Access = 'public' | 'user' | 'session' | 'admin';

/**
 * How caches may keep a route's answers. `default`: no Cache-Control, HTTP's own rules (an answer
 * without Last-Modified is in practice not reused). `no-store`: never kept (secrets, one-time
 * challenges, answers of the moment). `revalidate`: kept by the browser only, and checked with the
 * server before each reuse. `immutable`: the answer never changes, so any cache keeps it for a day.
 */
export type CachePolicy = 'default' | 'no-store' | 'revalidate' | 'immutable';

/**
 * A path the server answers: method, path under the origin (`:name` marks a path parameter), the
 * schemas of its parameters, query and body, who may call it and how its answers may be cached.
 * Both policies are required, so that a new route cannot forget them.
 */
export interface Route extends RequestSchemas {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: Access;
  cache: CachePolicy;
  /** What the API reference says of the route beyond its name, such as a limit of its own. */
  description?: string;
}

/** One API call: a route answering JSON, with the schema of its answer and its retry policy. */
export interface Endpoint extends Route {
  response: z.ZodType;
  retry: RetryPolicyName;
  /** The status of a success: 200 unless the call creates something (201 Created). */
  status?: 201;
  /** For a generation: the schema of the Server-Sent Events it answers a client that accepts `text/event-stream`, an `error` event among them (see stream-event.ts). */
  events?: z.ZodType;
}

/** The answer of a write that returns nothing else. */
export const okResponse = z.object({ ok: z.literal(true) });

/** Where the JSON API lives under the origin. */
const apiPrefix = '/api';

/** Whether a path is the JSON API's (never the web app's). */
export function isApiPath(path: string): boolean {
  return path === apiPrefix || path.startsWith(`${apiPrefix}/`);
}
