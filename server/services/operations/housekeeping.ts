import type { ChallengeRepository } from '../../db/repositories/challenge-repository.ts';
import type { CodeRepository } from '../../db/repositories/code-repository.ts';
import type { MailRepository } from '../../db/repositories/mail-repository.ts';
import type { GeneratedRoastRepository } from '../../db/repositories/generated-roast-repository.ts';
import type { PasskeyRepository } from '../../db/repositories/passkey-repository.ts';
import type { RateLimitRepository } from '../../db/repositories/rate-limit-repository.ts';
import type { SessionRepository } from '../../db/repositories/session-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import { roastValidMs } from '../roasts/roast-service.ts';
import { sessionIdleMs } from '../auth/session-service.ts';
import type { Clock } from '../../clock.ts';

const hourMs = 3_600_000;
// Longer than every rate-limit window (the longest is a day), so no counter still in use is removed.
const rateLimitKeepMs = 25 * hourMs;
// An address nobody confirmed within a day is free again (for its owner, if someone else took it).
const unconfirmedKeepMs = 24 * hourMs;

/**
 * Removes what has expired: sessions, sign-in and passkey challenges, codes, spent rate-limit
 * counters, old roast records, day-old unconfirmed accounts, and the texts of mail older than
 * `mailRetentionDays` (the outbox keeps who got what, and when).
 */
export function createHousekeeping(
  repositories: {
    sessions: SessionRepository;
    challenges: ChallengeRepository;
    codes: CodeRepository;
    rateLimits: RateLimitRepository;
    generatedRoasts: GeneratedRoastRepository;
    users: UserRepository;
    passkeys: PasskeyRepository;
    mail: MailRepository;
  },
  options: { mailRetentionDays: number; clock: Clock },
) {
  const { sessions, challenges, codes, rateLimits, generatedRoasts, users, passkeys, mail } = repositories;
  return {
    /** One sweep; returns how many rows each kind lost. */
    async sweep() {
      const now = options.clock.now();
      const at = (offsetMs: number) => new Date(now.getTime() - offsetMs).toISOString();
      return {
        sessions: await sessions.deleteExpired(now.toISOString(), at(sessionIdleMs)),
        // Sign-in steps and passkey ceremonies alike.
        challenges:
          (await challenges.deleteExpired(now.toISOString())) +
          (await passkeys.deleteExpiredChallenges(now.toISOString())),
        codes: await codes.deleteExpired(now.toISOString()),
        rateLimits: await rateLimits.deleteStale(at(rateLimitKeepMs)),
        roasts: await generatedRoasts.deleteOlder(at(roastValidMs)),
        unconfirmedUsers: await users.deleteUnconfirmedBefore(at(unconfirmedKeepMs)),
        mailTexts: await mail.dropTextsBefore(at(options.mailRetentionDays * 24 * hourMs)),
      };
    },
  };
}
