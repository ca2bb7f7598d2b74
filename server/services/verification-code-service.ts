import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { AppError } from '../app-error.ts';
import { newId, randomCode } from '../auth/secrets.ts';
import type { TokenHasher } from '../auth/secrets.ts';
import type { CodeRepository } from '../db/repositories/code-repository.ts';
import type { CodePurpose, UserRow } from '../db/schema.ts';
import { codeMail } from '../mail/code-mail.ts';
import type { MailService } from '../mail/mail-service.ts';
import { authLimits } from './rate-limits.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** How long an e-mailed code works. */
export const codeValidMinutes = 10;
const maxCodeAttempts = 5;

/**
 * The 6-digit codes e-mailed to prove an address (sign-up confirmation, password reset): sending
 * within the send limits, and accepting a code once. Throws AppError with the spec's error names.
 */
export function createVerificationCodeService(deps: { codes: CodeRepository; limiter: RateLimiter; mail: MailService; hasher: TokenHasher }) {
  const { codes, limiter, hasher } = deps;

  /** Counts one code request against the per-IP and per-address send limits. */
  async function countSend(address: string, ip: string): Promise<void> {
    await limiter.hit(authLimits.codeSendsPerIp, ip);
    await limiter.hit(authLimits.codeSendsPerAccount, address);
  }

  return {
    /** Throws LimitExceededException if a code could not be sent now, without counting anything. */
    async checkCanSend(address: string, ip: string): Promise<void> {
      await limiter.check(authLimits.codeSendsPerIp, ip);
      await limiter.check(authLimits.codeSendsPerAccount, address);
    },

    /** E-mails the user a new code for `purpose`, replacing any earlier one; throws LimitExceededException past the send limits. */
    async send(user: UserRow, purpose: CodePurpose, ip: string): Promise<void> {
      await countSend(user.email, ip);
      const code = randomCode();
      const now = new Date();
      await codes.replace({
        id: newId(),
        userId: user.id,
        purpose,
        codeHash: hasher.hash(code),
        attempts: 0,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + codeValidMinutes * 60_000).toISOString(),
      });
      await deps.mail.send(codeMail(user.email, purpose, code, codeValidMinutes));
    },

    /** Counts a code request that sends nothing exactly as one that does, so the limits give no account away. */
    countWithoutSending: countSend,

    /**
     * Accepts a code once, for its purpose only, before it expires and within a few attempts; returns
     * the user. With `keep`, a right code is checked (and counted) but stays unspent. Throws
     * CodeMismatchException, ExpiredCodeException or TooManyFailedAttemptsException.
     */
    async consume(user: UserRow | undefined, purpose: CodePurpose, code: string, ip: string, options: { keep?: boolean } = {}): Promise<UserRow> {
      await limiter.hit(authLimits.codeChecksPerIp, ip);
      // No account and no code answer alike, so a guess tells nothing about which addresses have accounts.
      const mismatch = new AppError('CodeMismatchException', authErrorMessages.CodeMismatchException);
      const stored = user && (await codes.find(user.id, purpose));
      if (!user || !stored) throw mismatch;
      if (Date.parse(stored.expiresAt) <= Date.now()) throw new AppError('ExpiredCodeException', authErrorMessages.ExpiredCodeException);
      // The attempt is counted before the comparison, so parallel guesses cannot exceed the cap.
      const attempt = await codes.reserveAttempt(stored.id, maxCodeAttempts);
      // The code is spent, and a new one may be asked for at once (past the send limit, that answer says how long to wait).
      const tooMany = new AppError('TooManyFailedAttemptsException', authErrorMessages.TooManyFailedAttemptsException, { retryAfterSeconds: 1 });
      if (attempt === undefined) {
        await codes.consume(stored.id);
        throw tooMany;
      }
      if (!hasher.matches(code, stored.codeHash)) {
        if (attempt >= maxCodeAttempts) {
          await codes.consume(stored.id);
          throw tooMany;
        }
        throw mismatch;
      }
      if (!options.keep && !(await codes.consume(stored.id))) throw mismatch;
      return user;
    },
  };
}

export type VerificationCodeService = ReturnType<typeof createVerificationCodeService>;
