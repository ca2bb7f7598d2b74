import { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import { mfaTypes } from './mfa-types.ts';
import {
  emailSetupResponse,
  factorAddedResponse,
  mfaCodeRequest,
  passwordCheckRequest,
  recoveryCodesResponse,
  securityResponse,
  totpSetupDetails,
} from './mfa-schemas.ts';

/**
 * The account page's Security section (/api/v1/auth/security, /api/v1/auth/mfa): the ways the user
 * signs in, adding and removing second factors, recovery codes. Code checks are made once: a
 * repeated one would spend the user's attempts.
 */
export const mfaEndpoints = {
  security: { method: 'GET', path: '/api/v1/auth/security', response: securityResponse, retry: 'default' },
  startTotpSetup: { method: 'POST', path: '/api/v1/auth/mfa/totp', response: totpSetupDetails, retry: 'once' },
  verifyTotpSetup: { method: 'POST', path: '/api/v1/auth/mfa/totp/verify', body: mfaCodeRequest, response: factorAddedResponse, retry: 'once' },
  startEmailMfaSetup: { method: 'POST', path: '/api/v1/auth/mfa/email', response: emailSetupResponse, retry: 'once' },
  verifyEmailMfaSetup: { method: 'POST', path: '/api/v1/auth/mfa/email/verify', body: mfaCodeRequest, response: factorAddedResponse, retry: 'once' },
  removeMfa: {
    method: 'POST',
    path: '/api/v1/auth/mfa/:type/remove',
    params: z.object({ type: z.enum(mfaTypes) }),
    body: passwordCheckRequest,
    response: okResponse,
    retry: 'once',
  },
  regenerateRecoveryCodes: { method: 'POST', path: '/api/v1/auth/mfa/recovery-codes', body: passwordCheckRequest, response: recoveryCodesResponse, retry: 'once' },
} as const satisfies Record<string, Endpoint>;
