import type { Generated } from 'kysely';
import type { SignInMethod } from '#contract/auth/mfa-schemas.ts';

// The tables of signing in: codes, started sign-ins, second factors, passkeys and the record of sign-ins.

export interface VerificationCodesTable {
  id: string;
  userId: string;
  /** What the code may be used for; a code is only ever accepted for its own purpose. */
  purpose:
    'confirm-sign-up' | 'reset-password' | 'sign-in' | 'mfa-setup' | 'verify-email' | 'delete-account' | 'change-email';
  codeHash: string;
  /** Where the code went when not to the account's own address: the new address of a change-email code. */
  sentTo: string | null;
  attempts: number;
  createdAt: string;
  expiresAt: string;
}

export interface SignInChallengesTable {
  id: string;
  tokenHash: string;
  userId: string;
  step: string;
  expiresAt: string;
  /** What the next step needs (JSON), such as an authenticator secret being set up. */
  data: string | null;
  attempts: Generated<number>;
}

/** A second factor: an authenticator app (its secret) or e-mail codes; unconfirmed while being set up. */
export interface MfaFactorsTable {
  id: string;
  userId: string;
  type: 'EMAIL' | 'TOTP';
  secret: string | null;
  lastUsedStep: number | null;
  confirmedAt: string | null;
  createdAt: string;
}

export interface RecoveryCodesTable {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
}

export interface PasskeysTable {
  /** The credential id (base64url), as the authenticator made it. */
  id: string;
  userId: string;
  name: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  /** JSON list of the transports the authenticator named. */
  transports: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface WebauthnChallengesTable {
  id: string;
  tokenHash: string;
  /** The user registering a passkey; null for a passkey sign-in, whose user is not known yet. */
  userId: string | null;
  challenge: string;
  expiresAt: string;
}

export interface SignInEventsTable {
  id: string;
  userId: string;
  method: SignInMethod;
  /** Browser and system, read roughly from the user agent. */
  client: string;
  createdAt: string;
}
