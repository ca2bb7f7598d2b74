import { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';

/**
 * One place the account is signed in: a browser session, or a personal access token (the CLI's
 * and scripts'). `device` is a readable client ("Chrome on Linux", "Nemesis CLI"), `address` where
 * it was last used from, as the server sees it; `lastUsedAt` is kept to about the minute (null: a
 * token not used yet). `current` marks the caller's own session.
 */
export const signedInDevice = z.object({
  id: z.string(),
  kind: z.enum(['browser', 'token']),
  device: z.string(),
  /** The token's name; null for a browser. */
  name: z.string().nullable(),
  address: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDevice>;

/**
 * The signed-in user's browsers and tokens (/api/v1/auth/sessions): list them (the caller's first,
 * then the most recently used), sign one out (a token is revoked; another account's id is 404), or
 * all but the caller's own session. Signing out takes effect at once: the next request is 401.
 */
export const sessionEndpoints = {
  listSessions: {
    method: 'GET',
    path: '/api/v1/auth/sessions',
    response: z.object({ sessions: z.array(signedInDevice) }),
    retry: 'default',
    access: 'user',
    cache: 'no-store',
  },
  endSession: {
    method: 'DELETE',
    path: '/api/v1/auth/sessions/:id',
    params: z.object({ id: z.string().min(1).max(64) }),
    response: okResponse,
    retry: 'once',
    access: 'session',
    cache: 'no-store',
  },
  endOtherSessions: {
    method: 'DELETE',
    path: '/api/v1/auth/sessions',
    response: z.object({ ok: z.literal(true), ended: z.number().int() }),
    retry: 'once',
    access: 'session',
    cache: 'no-store',
  },
} as const satisfies Record<string, Endpoint>;
