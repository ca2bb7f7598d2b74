import type { Kysely } from 'kysely';
import { createChallengeRepository } from '../db/repositories/challenge-repository.ts';
import { createCodeRepository } from '../db/repositories/code-repository.ts';
import { createGeneratedRoastRepository } from '../db/repositories/generated-roast-repository.ts';
import { createRateLimitRepository } from '../db/repositories/rate-limit-repository.ts';
import { createSessionRepository } from '../db/repositories/session-repository.ts';
import { createUserRepository } from '../db/repositories/user-repository.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { roastValidMs } from './roast-service.ts';
import { sessionIdleMs } from './session-service.ts';

const hourMs = 3_600_000;
// Longer than every rate-limit window, so no counter still in use is removed.
const rateLimitKeepMs = 2 * hourMs;
// An address nobody confirmed within a day is free again (for its owner, if someone else took it).
const unconfirmedKeepMs = 24 * hourMs;

/** Removes what has expired: sessions, sign-in challenges, codes, spent rate-limit counters, old roast records, day-old unconfirmed accounts. */
export function createHousekeeping(db: Kysely<DatabaseSchema>) {
  const sessions = createSessionRepository(db);
  const challenges = createChallengeRepository(db);
  const codes = createCodeRepository(db);
  const rateLimits = createRateLimitRepository(db);
  const roasts = createGeneratedRoastRepository(db);
  const users = createUserRepository(db);
  return {
    /** One sweep; returns how many rows each kind lost. */
    async sweep(now = new Date()) {
      const at = (offsetMs: number) => new Date(now.getTime() - offsetMs).toISOString();
      return {
        sessions: await sessions.deleteExpired(now.toISOString(), at(sessionIdleMs)),
        challenges: await challenges.deleteExpired(now.toISOString()),
        codes: await codes.deleteExpired(now.toISOString()),
        rateLimits: await rateLimits.deleteStale(at(rateLimitKeepMs)),
        roasts: await roasts.deleteOlder(at(roastValidMs)),
        unconfirmedUsers: await users.deleteUnconfirmedBefore(at(unconfirmedKeepMs)),
      };
    },
  };
}
