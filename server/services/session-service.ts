import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { newId, randomToken } from '../auth/secrets.ts';
import type { TokenHasher } from '../auth/secrets.ts';
import type { AccessTokenRepository } from '../db/repositories/access-token-repository.ts';
import type { SessionRepository } from '../db/repositories/session-repository.ts';
import type { UserRepository } from '../db/repositories/user-repository.ts';
import type { AccessTokenRow, SessionRow, UserRow } from '../db/schema.ts';
import { inGoodStanding } from './account-rules.ts';
import type { AdminCheck } from './admin-check.ts';

const dayMs = 86_400_000;
/** A session unused this long ends. */
export const sessionIdleMs = 7 * dayMs;
/** A session ends this long after sign-in, however busy. */
export const sessionAbsoluteMs = 30 * dayMs;
// Recording every request's time would write on every read; once a minute is precise enough for a 7-day idle limit.
const touchEveryMs = 60_000;

/** Who a request comes from: the user, and the browser session or access token that proved it. */
export interface Principal {
  user: UserRow;
  session?: SessionRow;
  accessToken?: AccessTokenRow;
}

/** Browser sessions and bearer tokens: issuing, checking, ending, and the claims they carry. */
export function createSessionService(deps: {
  sessions: SessionRepository;
  accessTokens: AccessTokenRepository;
  users: UserRepository;
  hasher: TokenHasher;
  adminCheck: AdminCheck;
}) {
  const { sessions, accessTokens, users, hasher } = deps;

  return {
    /** Starts a session for a user; returns the token to put in the cookie (shown nowhere else). */
    async create(userId: string, authMethod: SessionRow['authMethod'], now = new Date()): Promise<{ token: string; session: SessionRow }> {
      const token = randomToken();
      const session: SessionRow = {
        id: newId(),
        tokenHash: hasher.hash(token),
        userId,
        authMethod,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + sessionAbsoluteMs).toISOString(),
      };
      await sessions.create(session);
      return { token, session };
    },

    /** The principal behind a session cookie, or undefined if it is unknown, idle too long, expired, or its user is not in good standing (account-rules.ts). */
    async fromSessionToken(token: string, now = new Date()): Promise<Principal | undefined> {
      const session = await sessions.findByTokenHash(hasher.hash(token));
      if (!session) return undefined;
      const idleSince = now.getTime() - Date.parse(session.lastSeenAt);
      if (Date.parse(session.expiresAt) <= now.getTime() || idleSince >= sessionIdleMs) {
        await sessions.delete(session.id);
        return undefined;
      }
      const user = await users.findById(session.userId);
      if (!inGoodStanding(user)) return undefined;
      if (idleSince >= touchEveryMs) {
        session.lastSeenAt = now.toISOString();
        await sessions.touch(session.id, session.lastSeenAt);
      }
      return { user, session };
    },

    /** The principal behind a personal access token, or undefined (unknown token, or its user not in good standing). */
    async fromAccessToken(token: string, now = new Date()): Promise<Principal | undefined> {
      const accessToken = await accessTokens.findByTokenHash(hasher.hash(token));
      if (!accessToken) return undefined;
      const user = await users.findById(accessToken.userId);
      if (!inGoodStanding(user)) return undefined;
      if (!accessToken.lastUsedAt || now.getTime() - Date.parse(accessToken.lastUsedAt) >= touchEveryMs) {
        await accessTokens.touch(accessToken.id, now.toISOString());
      }
      return { user, accessToken };
    },

    /** Ends one session. */
    end(sessionId: string): Promise<void> {
      return sessions.delete(sessionId);
    },

    /** Ends every session of a user. */
    endAll(userId: string): Promise<void> {
      return sessions.deleteForUser(userId);
    },

    /** Revokes every personal access token of a user. */
    revokeTokens(userId: string): Promise<void> {
      return accessTokens.deleteForUser(userId);
    },

    /** The claims of a principal (the spec's identity token). */
    async claims(principal: Principal): Promise<SessionClaims> {
      const { user, session, accessToken } = principal;
      const expiresAt = session
        ? new Date(Math.min(Date.parse(session.expiresAt), Date.parse(session.lastSeenAt) + sessionIdleMs)).toISOString()
        : null;
      return {
        sub: user.id,
        email: user.email,
        username: user.email,
        authMethod: session ? session.authMethod : 'token',
        issuedAt: session?.createdAt ?? accessToken?.createdAt ?? user.createdAt,
        expiresAt,
        isAdmin: await deps.adminCheck.isAdmin(user),
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
