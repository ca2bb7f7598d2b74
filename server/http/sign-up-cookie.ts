import type { Context } from 'koa';
import { pendingSignUpMs } from '../services/pending-sign-ups.ts';
import { writeCookies } from './cookies.ts';

/**
 * The sign-up cookie: the sealed ticket of the sign-up this browser made (services/pending-sign-ups.ts),
 * so that a confirmation code entered here confirms the password chosen here. HttpOnly, SameSite=Lax,
 * `__Host-` prefixed on https like the session cookie; cleared once the address is confirmed.
 */
export function signUpCookie(https: boolean) {
  const name = https ? '__Host-nemesis_sign_up' : 'nemesis_sign_up';
  const write = (ctx: Context, value: string, maxAgeSeconds: number) =>
    writeCookies(ctx, [`${name}=${value}; Path=/; SameSite=Lax${https ? '; Secure' : ''}; HttpOnly; Max-Age=${maxAgeSeconds}`]);
  return {
    read(ctx: Context): string | undefined {
      return ctx.cookies.get(name) || undefined;
    },
    set(ctx: Context, ticket: string): void {
      write(ctx, ticket, pendingSignUpMs / 1000);
    },
    clear(ctx: Context): void {
      write(ctx, '', 0);
    },
  };
}

export type SignUpCookie = ReturnType<typeof signUpCookie>;
