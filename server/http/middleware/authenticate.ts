import type { Context, Middleware } from 'koa';
import { isAdminApiPath } from '#contract/admin/admin-endpoints.ts';
import { adminMessages } from '#contract/admin/admin-messages.ts';
import { accessTokenMessages } from '#contract/auth/auth-messages.ts';
import { AppError } from '../../app-error.ts';
import type { SeenClient } from '../../db/schema.ts';
import type { Principal, SessionService } from '../../services/auth/session-service.ts';
import { clientAddress } from '../routing/client-address.ts';
import type { SessionCookie } from '../cookies/cookies.ts';

/** What the authenticate middleware leaves on ctx.state. */
export interface AuthState {
  principal?: Principal;
  /** True when the request proved itself with an Authorization: Bearer token. */
  bearer?: boolean;
}

/**
 * Finds who is calling: a personal access token in `Authorization: Bearer`, else the session cookie.
 * A bad bearer token is refused outright (ADMIN_UNAUTHORIZED on the admin API, like any caller it does
 * not know; an expired one with the date it expired); a stale cookie is cleared and the request goes on
 * anonymous. The client (User-Agent, address) is passed on for the list of signed-in devices.
 * Only users in good standing (CONFIRMED) are let in.
 */
export function authenticate(sessions: SessionService, cookie: SessionCookie): Middleware<AuthState> {
  return async (ctx, next) => {
    const authorization = ctx.get('Authorization');
    // Other schemes (Basic from a proxy in front of a staging site) are not ours: the cookie decides.
    if (/^Bearer\s/i.test(authorization)) {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
      const found = token ? await sessions.fromAccessToken(token, seenClient(ctx)) : undefined;
      if (!found || 'expiredAt' in found) {
        if (isAdminApiPath(ctx.path))
          throw new AppError(
            'ADMIN_UNAUTHORIZED',
            found ? accessTokenMessages.expired(found.expiredAt) : adminMessages.unauthorized,
          );
        throw new AppError(
          'UNAUTHORIZED',
          found ? accessTokenMessages.expired(found.expiredAt) : accessTokenMessages.invalid,
        );
      }
      ctx.state.principal = found;
      ctx.state.bearer = true;
    } else {
      const token = cookie.read(ctx);
      if (token) {
        ctx.state.principal = await sessions.fromSessionToken(token, seenClient(ctx));
        if (!ctx.state.principal) cookie.clear(ctx);
      }
    }
    await next();
  };
}

// What the list of signed-in devices shows of a request's client; a User-Agent is cut to a sane length.
function seenClient(ctx: Context): SeenClient {
  return { userAgent: ctx.get('User-Agent').slice(0, 512), address: clientAddress(ctx) };
}
