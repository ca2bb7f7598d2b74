import type { Context } from 'koa';
import type { PasswordClient } from '../services/password-guard.ts';
import { clientAddress } from './client-address.ts';
import { writeCookies } from './cookies.ts';

// A year: long enough that a browser used now and then stays known between visits.
const maxAgeSeconds = 365 * 86_400;

/**
 * The device cookie (OWASP's lock-out defence): a signed token saying this browser signed in to an
 * account before, so failures from elsewhere do not lock it out. HttpOnly, SameSite=Lax, `__Host-`
 * prefixed on https like the session cookie; it outlives sign-out, as it proves nothing on its own.
 */
export function deviceCookie(https: boolean) {
  const name = https ? '__Host-nemesis_device' : 'nemesis_device';
  return {
    /** Who sends a password or code: address, this cookie's token and user agent. */
    client(ctx: Context): PasswordClient {
      return { ip: clientAddress(ctx), deviceToken: ctx.cookies.get(name) || undefined, userAgent: ctx.get('User-Agent') };
    },
    /** Gives the browser a device token (replacing one for another account). */
    set(ctx: Context, token: string): void {
      writeCookies(ctx, [`${name}=${token}; Path=/; SameSite=Lax${https ? '; Secure' : ''}; HttpOnly; Max-Age=${maxAgeSeconds}`]);
    },
  };
}

export type DeviceCookie = ReturnType<typeof deviceCookie>;
