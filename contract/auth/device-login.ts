import { z } from 'zod';
import { singleLine } from '../api/plain-text.ts';
import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import { accountLimits } from './account-limits.ts';
import { tokenSummary } from './auth-schemas.ts';

/**
 * How long a device login may wait for approval, and how often the CLI may ask (RFC 8628's expires_in
 * and interval); the letters of a user code (shown in two halves with a dash); the longest client
 * name, which becomes the name of the token an approval makes.
 */
export const deviceLoginLimits = {
  lifetimeSeconds: 600,
  intervalSeconds: 5,
  slowDownSeconds: 5,
  userCodeLetters: 8,
  clientNameMax: accountLimits.tokenNameMax,
} as const;

/** The page of the web app where a signed-in user approves a device login. */
export const devicePagePath = '/device';

/** The messages of a device login. */
export const deviceLoginMessages = {
  pending: 'Waiting for you to approve this login in the browser',
  slowDown: 'Polling too fast: wait longer between tries',
  expired: 'This login code has expired: start again',
  denied: 'The login was denied in the browser',
  unknownCode: 'This code is not valid or has expired. Check it, or start again from the terminal.',
  tooMany: 'Too many terminal logins from this address - please wait a while and try again',
} as const;

const userCodeHalf = deviceLoginLimits.userCodeLetters / 2;

/** A user code's letters as shown and typed: two halves joined by a dash, `BCDF-GHJK`. */
export function userCodeShown(letters: string): string {
  return `${letters.slice(0, userCodeHalf)}-${letters.slice(userCodeHalf)}`;
}

/** The characters of a user code as shown: its letters and the dash. */
export const userCodeLength = deviceLoginLimits.userCodeLetters + 1;

/** A user code as typed: deviceLoginLimits.userCodeLetters letters, with or without the dash, in any case. */
export const userCodeField = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase().replace(/[^A-Z]/g, ''))
  .refine((code) => code.length === deviceLoginLimits.userCodeLetters, deviceLoginMessages.unknownCode)
  .transform(userCodeShown);

/** What the CLI gets when it starts: the secret it polls with, and the short code the person types. */
export const deviceStartResponse = z.object({
  deviceCode: z.string(),
  userCode: z.string(),
  verificationUri: z.string(),
  verificationUriComplete: z.string(),
  expiresIn: z.number(),
  interval: z.number(),
});

/** A pending device login as the approving page shows it. */
export const deviceRequestResponse = z.object({
  userCode: z.string(),
  clientName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

/**
 * The device-authorization login of the CLI (in the style of RFC 8628): the CLI starts it and polls;
 * the person, signed in in a browser, looks the code up and approves or denies it. Polling answers
 * authorization_pending, slow_down, expired_token or access_denied until a token is issued, once.
 */
export const deviceLoginEndpoints = {
  deviceStart: {
    method: 'POST',
    path: '/api/v1/auth/device/code',
    body: z.object({ clientName: singleLine(z.string().trim().min(1).max(deviceLoginLimits.clientNameMax)) }),
    response: deviceStartResponse,
    retry: 'once',
    access: 'public',
    cache: 'no-store',
  },
  deviceToken: {
    method: 'POST',
    path: '/api/v1/auth/device/token',
    body: z.object({ deviceCode: z.string().min(1).max(200) }),
    response: tokenSummary.extend({ token: z.string(), email: z.string() }),
    retry: 'once',
    access: 'public',
    cache: 'no-store',
  },
  deviceRequest: {
    method: 'GET',
    path: '/api/v1/auth/device',
    query: z.object({ userCode: userCodeField }),
    response: deviceRequestResponse,
    retry: 'once',
    access: 'session',
    cache: 'no-store',
  },
  deviceDecide: {
    method: 'POST',
    path: '/api/v1/auth/device/decide',
    body: z.object({ userCode: userCodeField, approve: z.boolean() }),
    response: okResponse,
    retry: 'once',
    access: 'session',
    cache: 'default',
  },
} as const satisfies Record<string, Endpoint>;
