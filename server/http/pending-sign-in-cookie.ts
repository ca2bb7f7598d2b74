import type { Context } from 'koa';
import { accountLimits } from '#contract/auth/account-limits.ts';
import { writeCookies } from './cookies.ts';

/**
 * The cookie that binds a sign-in a provider's callback left at a step (a second factor) to this
 * browser: the step's challenge token, HttpOnly, `__Host-` prefixed on https, gone when the
 * challenge is (180 s).
 */
export function pendingSignInCookie(https: boolean) {
  const name = https ? '__Host-nemesis_pending_sign_in' : 'nemesis_pending_sign_in';
  return {
    read(ctx: Context): string | undefined {
      return ctx.cookies.get(name) || undefined;
    },
    set(ctx: Context, challengeToken: string): void {
      writeCookies(ctx, [`${name}=${challengeToken}; Path=/; SameSite=Lax${https ? '; Secure' : ''}; HttpOnly; Max-Age=${accountLimits.signInStateMs / 1000}`]);
    },
  };
}

export type PendingSignInCookie = ReturnType<typeof pendingSignInCookie>;
