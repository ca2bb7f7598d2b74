import type { Middleware } from 'koa';
import { AppError } from '../../app-error.ts';
import type { AuthState } from './authenticate.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site writes: an API request that changes something and does not carry a bearer token
 * must send `X-Requested-With` (which a cross-site form cannot) and, when the browser says where it
 * comes from, come from this origin. Runs after authenticate. `exemptPosts` are POST paths whose
 * proof is a signed token in their URL rather than the caller's session (a mail provider's one-click
 * stop, RFC 8058, which comes from anywhere and sends no such header); they must act on that token only.
 */
export function csrfGuard(allowedOrigins: string[], exemptPosts: readonly string[] = []): Middleware<AuthState> {
  return async (ctx, next) => {
    const exempt = ctx.method === 'POST' && exemptPosts.includes(ctx.path);
    if (!safeMethods.has(ctx.method) && !ctx.state.bearer && !exempt) {
      const origin = ctx.get('Origin');
      const fetchSite = ctx.get('Sec-Fetch-Site');
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      if (!ctx.get('X-Requested-With')) throw new AppError('FORBIDDEN', 'Missing X-Requested-With header');
      if (origin && origin !== ownOrigin && !allowedOrigins.includes(origin))
        throw new AppError('FORBIDDEN', 'Cross-origin request refused');
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
    await next();
  };
}
