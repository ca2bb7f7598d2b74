import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import type { Limit } from './rate-limiter.ts';

const minute = 60_000;

/** The limits of sign-in, codes and password changes: per IP against sprays, per account against guessing one password or code. */
export const authLimits = {
  signInPerIp: { name: 'sign-in-ip', max: 30, windowMs: 15 * minute, code: 'LimitExceededException', message: authErrorMessages.LimitExceededException },
  signInFailuresPerAccount: {
    name: 'sign-in-failures',
    max: 5,
    windowMs: 15 * minute,
    code: 'TooManyFailedAttemptsException',
    message: authErrorMessages.TooManyFailedAttemptsException,
  },
  codeChecksPerIp: { name: 'code-check-ip', max: 30, windowMs: 15 * minute, code: 'LimitExceededException', message: authErrorMessages.LimitExceededException },
  codeSendsPerAccount: { name: 'code-send', max: 5, windowMs: 60 * minute, code: 'LimitExceededException', message: authErrorMessages.LimitExceededException },
  // Generous: an office or campus shares one address.
  codeSendsPerIp: { name: 'code-send-ip', max: 50, windowMs: 60 * minute, code: 'LimitExceededException', message: authErrorMessages.LimitExceededException },
} as const satisfies Record<string, Limit>;
