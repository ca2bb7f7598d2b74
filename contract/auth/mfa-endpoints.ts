import { z } from 'zod';
import type { Endpoint } from '../api/endpoint.ts';
import { okResponse } from '../api/endpoint.ts';
import { signInResponse } from './auth-schemas.ts';
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
import { addPasskeyRequest, passkeyOptionsResponse, passkeySignInRequest, passkeySummary } from './passkey-schemas.ts';

/**
 * The account page's Security section (/api/v1/auth/security, /api/v1/auth/mfa, /api/v1/auth/passkeys):
 * the ways the user signs in, adding and removing second factors and passkeys, recovery codes, and
 * signing in with a passkey. Code checks are made once: a
 * repeated one would spend the user's attempts.
 */
export const mfaEndpoints = {
  security: {
    method: 'GET',
    path: '/api/v1/auth/security',
    response: securityResponse,
    retry: 'default',
    access: 'user',
    cache: 'no-store',
  },
  startTotpSetup: {
    method: 'POST',
    path: '/api/v1/auth/mfa/totp',
    response: totpSetupDetails,
    retry: 'once',
    access: 'session',
    cache: 'no-store',
  },
  verifyTotpSetup: {
    method: 'POST',
    path: '/api/v1/auth/mfa/totp/verify',
    body: mfaCodeRequest,
    response: factorAddedResponse,
    retry: 'once',
    access: 'session',
    cache: 'no-store',
  },
  startEmailMfaSetup: {
    method: 'POST',
    path: '/api/v1/auth/mfa/email',
    response: emailSetupResponse,
    retry: 'once',
    access: 'session',
    cache: 'default',
  },
  verifyEmailMfaSetup: {
    method: 'POST',
    path: '/api/v1/auth/mfa/email/verify',
    body: mfaCodeRequest,
    response: factorAddedResponse,
    retry: 'once',
    access: 'session',
    cache: 'no-store',
  },
  removeMfa: {
    method: 'POST',
    path: '/api/v1/auth/mfa/:type/remove',
    params: z.object({ type: z.enum(mfaTypes) }),
    body: passwordCheckRequest,
    response: okResponse,
    retry: 'once',
    access: 'session',
    cache: 'default',
  },
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/api/v1/auth/passkeys/registration-options',
    response: passkeyOptionsResponse,
    retry: 'once',
    access: 'session',
    cache: 'no-store',
  },
  addPasskey: {
    method: 'POST',
    path: '/api/v1/auth/passkeys',
    body: addPasskeyRequest,
    response: passkeySummary,
    status: 201,
    retry: 'once',
    access: 'session',
    cache: 'default',
  },
  removePasskey: {
    method: 'POST',
    path: '/api/v1/auth/passkeys/:id/remove',
    params: z.object({ id: z.string().min(1).max(1024) }),
    body: passwordCheckRequest,
    response: okResponse,
    retry: 'once',
    access: 'session',
    cache: 'default',
  },
  passkeySignInOptions: {
    method: 'POST',
    path: '/api/v1/auth/passkeys/sign-in-options',
    response: passkeyOptionsResponse,
    retry: 'once',
    access: 'public',
    cache: 'no-store',
  },
  passkeySignIn: {
    method: 'POST',
    path: '/api/v1/auth/passkeys/sign-in',
    body: passkeySignInRequest,
    response: signInResponse,
    retry: 'once',
    access: 'public',
    cache: 'default',
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/api/v1/auth/mfa/recovery-codes',
    body: passwordCheckRequest,
    response: recoveryCodesResponse,
    retry: 'once',
    access: 'session',
    cache: 'no-store',
  },
} as const satisfies Record<string, Endpoint>;
