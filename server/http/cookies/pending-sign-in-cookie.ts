import { accountLimits } from '#contract/auth/account-limits.ts';
import { tokenCookie } from './cookies.ts';

/**
 * The cookie that binds a sign-in a provider's callback left at a step (a second factor) to this
 * browser: the step's challenge token, gone when the challenge is (180 s).
 */
export function pendingSignInCookie(https: boolean) {
  return tokenCookie('nemesis_pending_sign_in', https, accountLimits.signInStateMs / 1000);
}

export type PendingSignInCookie = ReturnType<typeof pendingSignInCookie>;
