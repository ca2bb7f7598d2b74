import type { Context } from 'koa';
import { socialFlowMs } from '../services/social-sign-in-service.ts';
import { writeCookies } from './cookies.ts';

/**
 * The cookie a social sign-in keeps its signed flow in (state, PKCE verifier, nonce) from the start
 * until the provider's callback: HttpOnly, SameSite=Lax (the callback is a top-level navigation
 * from the provider), `__Host-` prefixed on https, gone after 10 minutes.
 */
export function socialFlowCookie(https: boolean) {
  const name = https ? '__Host-nemesis_oidc' : 'nemesis_oidc';
  const write = (ctx: Context, value: string, maxAgeSeconds: number) =>
    writeCookies(ctx, [`${name}=${value}; Path=/; SameSite=Lax${https ? '; Secure' : ''}; HttpOnly; Max-Age=${maxAgeSeconds}`]);
  return {
    read(ctx: Context): string | undefined {
      return ctx.cookies.get(name) || undefined;
    },
    set(ctx: Context, flowToken: string): void {
      write(ctx, flowToken, socialFlowMs / 1000);
    },
    clear(ctx: Context): void {
      write(ctx, '', 0);
    },
  };
}

export type SocialFlowCookie = ReturnType<typeof socialFlowCookie>;
