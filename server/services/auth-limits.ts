import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import type { Limit } from './rate-limiter.ts';

const minute = 60_000;
const tooManyFailures = { code: 'TooManyFailedAttemptsException', message: authErrorMessages.TooManyFailedAttemptsException } as const;
const attemptLimit = { code: 'LimitExceededException', message: authErrorMessages.LimitExceededException } as const;

/** The limits of sign-in, codes and password changes: per IP against sprays, per account against guessing one password or code. */
export const authLimits = {
  signInPerIp: { name: 'sign-in-ip', max: 30, windowMs: 15 * minute, ...attemptLimit },
  // Per account and client (its device cookie, else its address): low, yet only that client waits.
  signInFailuresPerClient: { name: 'sign-in-failures', max: 5, windowMs: 15 * minute, ...tooManyFailures },
  // Per account from every client without the account's device cookie: high, against guessing from many addresses.
  signInFailuresPerAccount: { name: 'sign-in-failures-account', max: 100, windowMs: 15 * minute, ...tooManyFailures },
  codeChecksPerIp: { name: 'code-check-ip', max: 30, windowMs: 15 * minute, ...attemptLimit },
  // Authenticator and recovery codes checked for one account, wherever they come from.
  mfaChecksPerAccount: { name: 'mfa-check', max: 20, windowMs: 15 * minute, ...tooManyFailures },
  // Each started passkey ceremony stores a challenge: generous, yet no one fills the table.
  passkeyCeremoniesPerIp: { name: 'passkey-ip', max: 60, windowMs: 15 * minute, ...attemptLimit },
  codeSendsPerAccount: { name: 'code-send', max: 5, windowMs: 60 * minute, ...attemptLimit },
  // Generous: an office or campus shares one address.
  codeSendsPerIp: { name: 'code-send-ip', max: 50, windowMs: 60 * minute, ...attemptLimit },
  // The "someone tried to sign up with your address" notice: never refused, only not sent again.
  signUpNoticesPerAccount: { name: 'sign-up-notice', max: 1, windowMs: 24 * 60 * minute, ...attemptLimit },
} as const satisfies Record<string, Limit>;
