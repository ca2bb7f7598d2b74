import type { Context } from 'koa';
import { sessionCookieName, signedInHintCookie } from '#contract/auth/signed-in-hint-cookie.ts';

/**
 * Adds Set-Cookie lines to the answer, replacing earlier lines for the same cookies: set by hand, as
 * Koa refuses a Secure cookie when TLS ends at a proxy in front of it, and a later write replaces an
 * earlier one of the same request (a stale cookie cleared, then cleared again on sign-out).
 */
export function writeCookies(ctx: Context, lines: string[]): void {
  const names = new Set(lines.map((line) => line.slice(0, line.indexOf('='))));
  const others = [ctx.response.get('Set-Cookie')]
    .flat()
    .filter((line) => line && !names.has(line.slice(0, line.indexOf('='))));
  ctx.set('Set-Cookie', [...others, ...lines]);
}

/**
 * The session cookie: HttpOnly, `__Host-` prefixed (so no subdomain can set it) when the site is on
 * https. Beside it goes the readable signed-in hint, so the app asks for the session only when
 * there may be one (and anonymous visitors never get a 401).
 */
export function sessionCookie(https: boolean) {
  const name = https ? `__Host-${sessionCookieName}` : sessionCookieName;
  const base = `Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
  const write = (ctx: Context, value: string, maxAgeSeconds: number) =>
    writeCookies(ctx, [
      `${name}=${value}; ${base}; HttpOnly; Max-Age=${maxAgeSeconds}`,
      `${signedInHintCookie}=${value ? '1' : ''}; ${base}; Max-Age=${maxAgeSeconds}`,
    ]);
  return {
    name,
    read(ctx: Context): string | undefined {
      return ctx.cookies.get(name) || undefined;
    },
    /** Sets the cookie (and the hint); `maxAgeSeconds` keeps it across browser restarts. */
    set(ctx: Context, value: string, maxAgeSeconds: number): void {
      write(ctx, value, maxAgeSeconds);
    },
    /** Clears the cookie and the hint. */
    clear(ctx: Context): void {
      write(ctx, '', 0);
    },
  };
}

export type SessionCookie = ReturnType<typeof sessionCookie>;

/**
 * An HttpOnly, SameSite=Lax cookie holding one token for `maxAgeSeconds` (`__Host-` prefixed and
 * Secure on https, so no subdomain can set it): read, set, and clear.
 */
export function tokenCookie(baseName: string, https: boolean, maxAgeSeconds: number) {
  const name = https ? `__Host-${baseName}` : baseName;
  const write = (ctx: Context, value: string, maxAge: number) =>
    writeCookies(ctx, [
      `${name}=${value}; Path=/; SameSite=Lax${https ? '; Secure' : ''}; HttpOnly; Max-Age=${maxAge}`,
    ]);
  return {
    read(ctx: Context): string | undefined {
      return ctx.cookies.get(name) || undefined;
    },
    set(ctx: Context, token: string): void {
      write(ctx, token, maxAgeSeconds);
    },
    clear(ctx: Context): void {
      write(ctx, '', 0);
    },
  };
}

export type TokenCookie = ReturnType<typeof tokenCookie>;
