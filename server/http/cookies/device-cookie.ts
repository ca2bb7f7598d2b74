import type { Context } from 'koa';
import type { DeviceTokens } from '../../auth/device-tokens.ts';
import type { PasswordClient } from '../../services/auth/password-guard.ts';
import { clientAddress } from '../routing/client-address.ts';
import { writeCookies } from './cookies.ts';

// A year: long enough that a browser used now and then stays known between visits.
const maxAgeSeconds = 365 * 86_400;

/**
 * The device cookie, one per browser (device-tokens.ts): who a visitor is for reactions and reports,
 * and after a sign-in OWASP's lock-out defence, so failures from elsewhere do not lock the browser
 * out. HttpOnly, SameSite=Lax, `__Host-` prefixed on https like the session cookie; it outlives
 * sign-out, as it proves nothing on its own.
 */
export function deviceCookie(https: boolean, tokens: DeviceTokens) {
  const name = https ? '__Host-nemesis_device' : 'nemesis_device';
  const token = (ctx: Context) => ctx.cookies.get(name) || undefined;
  /** Gives the browser a device token (replacing one for another account). */
  const set = (ctx: Context, value: string): void => {
    writeCookies(ctx, [
      `${name}=${value}; Path=/; SameSite=Lax${https ? '; Secure' : ''}; HttpOnly; Max-Age=${maxAgeSeconds}`,
    ]);
  };
  return {
    /** Who sends a password or code: address, this cookie's token and user agent. */
    client(ctx: Context): PasswordClient {
      return { ip: clientAddress(ctx), deviceToken: token(ctx), userAgent: ctx.get('User-Agent') };
    },
    set,
    /** The browser's device id if its cookie is one this server issued, else undefined: a made-up value is nobody. */
    deviceId(ctx: Context): string | undefined {
      return tokens.deviceIdOf(token(ctx));
    },
    /** The browser's device id; a browser without a cookie this server issued is a new visitor and gets a fresh one. */
    visitorId(ctx: Context): string {
      const known = tokens.deviceIdOf(token(ctx));
      if (known) return known;
      const fresh = tokens.issueVisitor();
      set(ctx, fresh.token);
      return fresh.deviceId;
    },
  };
}

export type DeviceCookie = ReturnType<typeof deviceCookie>;
