import { z } from 'zod';
import { mfaModes } from '../auth/mfa-schemas.ts';

/** GET /api/v1/nemesis-notes/health: the server's state, its version and whether its database answers. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['ok', 'unreachable']),
  timestamp: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/v1/site: operator settings the pages show (legal pages, coffee link, password rules, multi-factor sign-in). */
export const siteInfoResponse = z.object({
  legalContact: z.string(),
  legalEffectiveDate: z.string(),
  coffeeUrl: z.string().nullable(),
  passwordPolicy: z.object({
    minLength: z.number(),
    rules: z.array(z.enum(['lowercase', 'uppercase', 'numbers', 'special'])),
  }),
  /** MFA_MODE: off hides passkeys and second factors. */
  mfaMode: z.enum(mfaModes),
});
export type SiteInfoResponse = z.infer<typeof siteInfoResponse>;
