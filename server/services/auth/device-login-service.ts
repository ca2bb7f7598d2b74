import { randomInt } from 'node:crypto';
import { deviceLoginLimits, deviceLoginMessages, devicePagePath, userCodeShown } from '#contract/auth/device-login.ts';
import { AppError } from '../../app-error.ts';
import { newId, randomToken } from '../../auth/secrets.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { DeviceCodeRepository } from '../../db/repositories/device-code-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { AccessTokenService } from './access-token-service.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import { deviceLoginRateLimits } from '../limits/rate-limits.ts';
import type { Clock } from '../../clock.ts';

// Consonants only, none that look alike: no words spelled by chance, nothing misread (RFC 8628, section 6.1).
const userCodeLetters = 'BCDFGHJKLMNPQRSTVWXZ';

function newUserCode(): string {
  return userCodeShown(
    Array.from(
      { length: deviceLoginLimits.userCodeLetters },
      () => userCodeLetters[randomInt(userCodeLetters.length)],
    ).join(''),
  );
}

/**
 * The CLI's device login (RFC 8628 style): start answers a polling secret and a short code; a person
 * signed in in a browser approves or denies the code; the CLI's polls answer authorization_pending,
 * slow_down (polled before its interval: the interval grows by 5 s), expired_token or access_denied,
 * and once approved, a personal access token, issued once. Throws AppError with those codes, NOT_FOUND
 * or RATE_LIMIT_EXCEEDED.
 */
export function createDeviceLoginService(deps: {
  deviceCodes: DeviceCodeRepository;
  users: UserRepository;
  accessTokens: AccessTokenService;
  limiter: RateLimiter;
  hasher: TokenHasher;
  publicBaseUrl: string;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { deviceCodes, hasher, clock } = deps;
  const verificationUri = new URL(devicePagePath, deps.publicBaseUrl).href;

  return {
    /** Starts a device login for a client (its name shows on the approval page and names the token); at most 20 per IP address per 15 minutes. */
    async start(clientName: string, ip: string) {
      await deps.limiter.hit(deviceLoginRateLimits.startsPerIp, ip);
      const now = clock.now();
      await deviceCodes.deleteExpired(now.toISOString());
      const deviceCode = randomToken('nd_dev_');
      const expiresAt = new Date(now.getTime() + deviceLoginLimits.lifetimeSeconds * 1000).toISOString();
      const row = {
        id: newId(),
        deviceCodeHash: hasher.hash(deviceCode),
        clientName,
        status: 'pending' as const,
        userId: null,
        intervalSeconds: deviceLoginLimits.intervalSeconds,
        createdAt: now.toISOString(),
        expiresAt,
        polledAt: null,
      };
      // A clash of two live user codes is rare (20^8 codes), and then another is drawn.
      for (let attempt = 1; ; attempt++) {
        const userCode = newUserCode();
        try {
          await deviceCodes.create({ ...row, userCode });
          const complete = new URL(verificationUri);
          complete.searchParams.set('code', userCode);
          return {
            deviceCode,
            userCode,
            verificationUri,
            verificationUriComplete: complete.href,
            expiresIn: deviceLoginLimits.lifetimeSeconds,
            interval: deviceLoginLimits.intervalSeconds,
          };
        } catch (error) {
          if (attempt >= 3) throw error;
        }
      }
    },

    /** The CLI's poll: the token once approved (issued once, as the login is spent: both or neither), else the RFC's error for the state. */
    async poll(deviceCode: string) {
      const row = await deviceCodes.findByDeviceCodeHash(hasher.hash(deviceCode));
      const now = clock.now();
      if (!row || row.status === 'done' || Date.parse(row.expiresAt) <= now.getTime())
        throw new AppError('expired_token', deviceLoginMessages.expired);
      const tooSoon = row.polledAt !== null && now.getTime() - Date.parse(row.polledAt) < row.intervalSeconds * 1000;
      await deviceCodes.polled(
        row.id,
        now.toISOString(),
        row.intervalSeconds + (tooSoon ? deviceLoginLimits.slowDownSeconds : 0),
      );
      if (tooSoon) throw new AppError('slow_down', deviceLoginMessages.slowDown);
      if (row.status === 'denied') throw new AppError('access_denied', deviceLoginMessages.denied);
      if (row.status === 'pending' || !row.userId)
        throw new AppError('authorization_pending', deviceLoginMessages.pending);
      const user = await deps.users.findById(row.userId);
      if (!user) throw new AppError('expired_token', deviceLoginMessages.expired);
      // A token that cannot be stored leaves the login approved, for the next poll to collect.
      const token = await deps.unitOfWork(async (tx) => {
        if (!(await tx.deviceCodes.spend(row.id))) throw new AppError('expired_token', deviceLoginMessages.expired);
        return deps.accessTokens.create(user.id, row.clientName, undefined, tx.accessTokens);
      });
      return { ...token, email: user.email };
    },

    /** A pending login by its user code, for the approval page (30 lookups per IP address per 15 minutes). Throws NOT_FOUND when there is none (or it expired). */
    async find(userCode: string, ip: string) {
      await deps.limiter.hit(deviceLoginRateLimits.lookupsPerIp, ip);
      const row = await deviceCodes.findByUserCode(userCode);
      if (!row || row.status !== 'pending' || Date.parse(row.expiresAt) <= clock.now().getTime())
        throw new AppError('NOT_FOUND', deviceLoginMessages.unknownCode);
      return { userCode: row.userCode, clientName: row.clientName, createdAt: row.createdAt, expiresAt: row.expiresAt };
    },

    /** The signed-in user approves (or denies) a pending login. Throws NOT_FOUND when it is not pending any more. */
    async decide(user: Pick<UserRow, 'id'>, userCode: string, approve: boolean): Promise<void> {
      if (!(await deviceCodes.decide(userCode, approve ? 'approved' : 'denied', user.id, clock.now().toISOString())))
        throw new AppError('NOT_FOUND', deviceLoginMessages.unknownCode);
    },
  };
}

export type DeviceLoginService = ReturnType<typeof createDeviceLoginService>;
