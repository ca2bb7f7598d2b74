import type { SessionClaims } from '#contract/auth/auth-schemas.ts';
import { newId, randomToken } from '../../auth/secrets.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { AccessTokenRepository } from '../../db/repositories/access-token-repository.ts';
import type { ChallengeRepository } from '../../db/repositories/challenge-repository.ts';
import type { DeviceCodeRepository } from '../../db/repositories/device-code-repository.ts';
import type { SessionRepository } from '../../db/repositories/session-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { AccessTokenRow, SeenClient, SessionRow, UserRow } from '../../db/schema.ts';
import { inGoodStanding } from './account-rules.ts';
import type { AdminCheck } from '../admin/admin-check.ts';
import type { Clock } from '../../clock.ts';

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

/**
 * Ends every session of a user but `keepId`, if given, and every sign-in of theirs under way, so that
 * none begun with a password since changed (or by whoever is being cut off) finishes later; through `tx`,
 * a unit of work's repositories when the ending goes with a change. Returns how many sessions it ended.
 */
export async function endSessionsIn(
  tx: { challenges: Pick<ChallengeRepository, 'deleteForUser'>; sessions: Pick<SessionRepository, 'deleteForUser'> },
  userId: string,
  keepId?: string,
): Promise<number> {
  await tx.challenges.deleteForUser(userId);
  return tx.sessions.deleteForUser(userId, keepId);
}

/**
 * Revokes every personal access token of a user, and the CLI logins they approved that are not
 * collected yet (else an approval made with a stolen session would issue a token after the reset);
 * through `tx` as endSessionsIn. Returns how many tokens it revoked.
 */
export async function revokeTokensIn(
  tx: {
    accessTokens: Pick<AccessTokenRepository, 'deleteForUser'>;
    deviceCodes: Pick<DeviceCodeRepository, 'deleteApprovedBy'>;
  },
  userId: string,
): Promise<number> {
  const revoked = await tx.accessTokens.deleteForUser(userId);
  await tx.deviceCodes.deleteApprovedBy(userId);
  return revoked;
}

/** Browser sessions and bearer tokens: issuing, checking, ending, and the claims they carry. */
export function createSessionService(deps: {
  sessions: SessionRepository;
  accessTokens: AccessTokenRepository;
  users: UserRepository;
  hasher: TokenHasher;
  adminCheck: AdminCheck;
  clock: Clock;
}) {
  const { sessions, accessTokens, users, hasher, clock } = deps;

  /** Whether the user is an admin, and what makes them one. */
  async function adminClaims(user: UserRow): Promise<Pick<SessionClaims, 'isAdmin' | 'adminBy'>> {
    const source = await deps.adminCheck.sourceOf(user);
    return { isAdmin: source !== undefined, adminBy: source ?? null };
  }

  return {
    /** Starts a session for a user, through `within` when given (a unit of work's sessions); returns the token to put in the cookie (shown nowhere else). */
    async create(
      userId: string,
      authMethod: SessionRow['authMethod'],
      within: Pick<SessionRepository, 'create'> = sessions,
    ): Promise<{ token: string; session: SessionRow }> {
      const token = randomToken();
      const now = clock.now();
      const session: SessionRow = {
        id: newId(),
        tokenHash: hasher.hash(token),
        userId,
        authMethod,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + sessionAbsoluteMs).toISOString(),
        // The browser's first signed-in request records them (fromSessionToken).
        userAgent: null,
        address: null,
      };
      await within.create(session);
      return { token, session };
    },

    /**
     * The principal behind a session cookie, or undefined if it is unknown, idle too long, expired, or
     * its user is not in good standing (account-rules.ts). Records the use and `client` about once a minute.
     */
    async fromSessionToken(token: string, client: SeenClient): Promise<Principal | undefined> {
      const session = await sessions.findByTokenHash(hasher.hash(token));
      if (!session) return undefined;
      const now = clock.now();
      const idleSince = now.getTime() - Date.parse(session.lastSeenAt);
      if (Date.parse(session.expiresAt) <= now.getTime() || idleSince >= sessionIdleMs) {
        await sessions.delete(session.id);
        return undefined;
      }
      const user = await users.findById(session.userId);
      if (!inGoodStanding(user)) return undefined;
      if (idleSince >= touchEveryMs || session.userAgent === null) {
        Object.assign(session, { lastSeenAt: now.toISOString(), ...client });
        await sessions.touch(session.id, session.lastSeenAt, client);
      }
      return { user, session };
    },

    /**
     * The principal behind a personal access token; 'expired' for a token past its expiry; undefined for
     * an unknown one or one whose user is not in good standing. Records the use and `client` about once a minute.
     */
    async fromAccessToken(token: string, client: SeenClient): Promise<Principal | { expiredAt: string } | undefined> {
      const accessToken = await accessTokens.findByTokenHash(hasher.hash(token));
      if (!accessToken) return undefined;
      const now = clock.now();
      if (Date.parse(accessToken.expiresAt) <= now.getTime()) return { expiredAt: accessToken.expiresAt };
      const user = await users.findById(accessToken.userId);
      if (!inGoodStanding(user)) return undefined;
      if (!accessToken.lastUsedAt || now.getTime() - Date.parse(accessToken.lastUsedAt) >= touchEveryMs) {
        Object.assign(accessToken, { lastUsedAt: now.toISOString(), ...client });
        await accessTokens.touch(accessToken.id, now.toISOString(), client);
      }
      return { user, accessToken };
    },

    /** Ends one session. */
    end(sessionId: string): Promise<void> {
      return sessions.delete(sessionId);
    },

    /** The claims of a principal (the spec's identity token). */
    async claims(principal: Principal): Promise<SessionClaims> {
      const { user, session, accessToken } = principal;
      const expiresAt = session
        ? new Date(
            Math.min(Date.parse(session.expiresAt), Date.parse(session.lastSeenAt) + sessionIdleMs),
          ).toISOString()
        : (accessToken?.expiresAt ?? null);
      return {
        sub: user.id,
        email: user.email,
        username: user.email,
        authMethod: session ? session.authMethod : 'token',
        issuedAt: session?.createdAt ?? accessToken?.createdAt ?? user.createdAt,
        expiresAt,
        ...(await adminClaims(user)),
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
