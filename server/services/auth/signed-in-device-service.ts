import { sessionListMessages } from '#contract/auth/auth-messages.ts';
import type { SignedInDevice } from '#contract/auth/session-endpoints.ts';
import { AppError } from '../../app-error.ts';
import { clientLabel } from '../../auth/client-label.ts';
import type { AccessTokenRepository } from '../../db/repositories/access-token-repository.ts';
import type { SessionRepository } from '../../db/repositories/session-repository.ts';
import type { SessionRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Principal } from './session-service.ts';
import { sessionIdleMs } from './session-service.ts';
import type { Clock } from '../../clock.ts';

/** A device the client has not been seen from yet (a token made but not used). */
const unknownDevice = 'Not used yet';

/**
 * Where an account is signed in: its browser sessions and its personal access tokens, with the
 * client last seen using each, and signing them out (a session ends, a token is revoked).
 */
export function createSignedInDeviceService(deps: {
  sessions: SessionRepository;
  accessTokens: AccessTokenRepository;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { sessions, accessTokens, clock } = deps;
  const live = (now: number) => (row: { expiresAt: string }) => Date.parse(row.expiresAt) > now;
  // A session ends at its absolute expiry or after a week unused, whichever comes first.
  const sessionEnd = (row: SessionRow) =>
    new Date(Math.min(Date.parse(row.expiresAt), Date.parse(row.lastSeenAt) + sessionIdleMs)).toISOString();

  return {
    /** The caller's browsers and tokens still in force: the caller's own first, then the most recently used. */
    async list(principal: Principal): Promise<SignedInDevice[]> {
      const now = clock.now().getTime();
      const [sessionRows, tokenRows] = await Promise.all([
        sessions.listForUser(principal.user.id),
        accessTokens.listForUser(principal.user.id),
      ]);
      const browsers = sessionRows
        .map((row) => ({ ...row, expiresAt: sessionEnd(row) }))
        .filter(live(now))
        .map((row): SignedInDevice => ({
          id: row.id,
          kind: 'browser',
          device: row.userAgent === null ? unknownDevice : clientLabel(row.userAgent),
          name: null,
          address: row.address,
          signedInAt: row.createdAt,
          lastUsedAt: row.lastSeenAt,
          expiresAt: row.expiresAt,
          current: row.id === principal.session?.id,
        }));
      const tokens = tokenRows.filter(live(now)).map((row): SignedInDevice => ({
        id: row.id,
        kind: 'token',
        device: row.userAgent === null ? unknownDevice : clientLabel(row.userAgent),
        name: row.name,
        address: row.address,
        signedInAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
        expiresAt: row.expiresAt,
        current: row.id === principal.accessToken?.id,
      }));
      const lastUsed = (device: SignedInDevice) => (device.lastUsedAt ? Date.parse(device.lastUsedAt) : 0);
      return [...browsers, ...tokens].sort(
        (a, b) => Number(b.current) - Number(a.current) || lastUsed(b) - lastUsed(a),
      );
    },

    /** Signs one of the caller's browsers or tokens out, at once. Throws NOT_FOUND for an id that is not the caller's. */
    async signOut(principal: Principal, id: string): Promise<void> {
      const userId = principal.user.id;
      if (!(await sessions.deleteOwn(id, userId)) && !(await accessTokens.delete(id, userId)))
        throw new AppError('NOT_FOUND', sessionListMessages.notFound);
    },

    /** Signs out every browser but the caller's own session, and revokes every token, all at once; returns how many it signed out. */
    async signOutOthers(principal: Principal & { session: SessionRow }): Promise<number> {
      const userId = principal.user.id;
      return deps.unitOfWork(
        async (tx) =>
          (await tx.sessions.deleteForUser(userId, principal.session.id)) +
          (await tx.accessTokens.deleteForUser(userId)),
      );
    },
  };
}

export type SignedInDeviceService = ReturnType<typeof createSignedInDeviceService>;
