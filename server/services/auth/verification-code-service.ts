import { authErrorMessages } from '#contract/auth/auth-messages.ts';
import { AppError } from '../../app-error.ts';
import { newId, randomCode } from '../../auth/secrets.ts';
import type { TokenHasher } from '../../auth/secrets.ts';
import type { Repositories } from '../../db/repositories.ts';
import type { CodeRepository } from '../../db/repositories/code-repository.ts';
import type { CodePurpose, UserRow } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { codeMail } from '../../mail/code-mail.ts';
import { mailboxKey } from '../../mail/mail-address.ts';
import type { MailService } from '../../mail/mail-service.ts';
import type { AfterAnswer } from './after-answer.ts';
import { authLimits } from '../limits/rate-limits.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import type { Clock } from '../../clock.ts';

/** How long an e-mailed code works. */
export const codeValidMinutes = 10;
const maxCodeAttempts = 5;

/** A right code not spent yet: its user, where it went if not to the user's address, and what spends it through a unit of work's `codes` (CodeMismatchException if spent since). */
export interface CheckedCode {
  user: UserRow;
  sentTo: string | null;
  spend: (codes: Pick<CodeRepository, 'consume'>) => Promise<void>;
}

/**
 * The 6-digit codes e-mailed to prove an address (sign-up confirmation, password reset): sending
 * within the send limits, and accepting a code once. Throws AppError with the spec's error names.
 */
export function createVerificationCodeService(deps: {
  codes: CodeRepository;
  limiter: RateLimiter;
  mail: MailService;
  hasher: TokenHasher;
  unitOfWork: UnitOfWork;
  clock: Clock;
}) {
  const { codes, limiter, hasher, clock } = deps;

  /** Counts one code request against the per-IP and per-mailbox send limits (accounts whose addresses reach one mailbox share one count). */
  async function countSend(address: string, ip: string): Promise<void> {
    await limiter.hit(authLimits.codeSendsPerIp, ip);
    await limiter.hit(authLimits.codeSendsPerAccount, mailboxKey(address));
  }

  /** Stores a new code for `purpose` (replacing any earlier one) and records its mail to `to` (the user's address by default), in the unit of work `tx`; answers what sends the mail once it commits. */
  async function deliverIn(
    tx: Pick<Repositories, 'codes' | 'mail'>,
    user: UserRow,
    purpose: CodePurpose,
    to?: string,
  ): Promise<() => void> {
    const code = randomCode();
    const now = clock.now();
    await tx.codes.replace({
      id: newId(),
      userId: user.id,
      purpose,
      codeHash: hasher.hash(code),
      attempts: 0,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + codeValidMinutes * 60_000).toISOString(),
      sentTo: to ?? null,
    });
    return deps.mail.recordIn(tx.mail, codeMail(to ?? user.email, purpose, code, codeValidMinutes));
  }

  /** Stores a new code for `purpose` and mails it to the user: the code and its mail go in together, or neither. */
  async function deliver(user: UserRow, purpose: CodePurpose): Promise<void> {
    (await deps.unitOfWork((tx) => deliverIn(tx, user, purpose)))();
  }

  /**
   * Checks a code for its purpose, before it expires and within a few attempts, leaving a right one
   * unspent. Every check counts against the per-IP and per-account limits, the account being `user`'s
   * address or else `address` (the one typed, which may have no account). Throws CodeMismatchException,
   * ExpiredCodeException, TooManyFailedAttemptsException or LimitExceededException.
   */
  async function check(
    user: UserRow | undefined,
    purpose: CodePurpose,
    code: string,
    ip: string,
    address?: string,
  ): Promise<CheckedCode> {
    await limiter.hit(authLimits.codeChecksPerIp, ip);
    // Counted for the address whether or not it has an account, so a refusal tells nothing either.
    const account = user?.email ?? address;
    if (account !== undefined) await limiter.hit(authLimits.codeChecksPerAccount, mailboxKey(account));
    // No account and no code answer alike, so a guess tells nothing about which addresses have accounts.
    const mismatch = new AppError('CodeMismatchException', authErrorMessages.CodeMismatchException);
    const stored = user && (await codes.find(user.id, purpose));
    if (!user || !stored) throw mismatch;
    if (Date.parse(stored.expiresAt) <= clock.now().getTime())
      throw new AppError('ExpiredCodeException', authErrorMessages.ExpiredCodeException);
    // The attempt is counted before the comparison, so parallel guesses cannot exceed the cap.
    const attempt = await codes.reserveAttempt(stored.id, maxCodeAttempts);
    // The code is spent, and a new one may be asked for at once (past the send limit, that answer says how long to wait).
    const tooMany = new AppError('TooManyFailedAttemptsException', authErrorMessages.TooManyFailedAttemptsException, {
      retryAfterSeconds: 1,
    });
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
    return {
      user,
      sentTo: stored.sentTo,
      async spend(from) {
        if (!(await from.consume(stored.id))) throw mismatch;
      },
    };
  }

  return {
    /** Throws LimitExceededException if a code could not be sent now, without counting anything. */
    async checkCanSend(address: string, ip: string): Promise<void> {
      await limiter.check(authLimits.codeSendsPerIp, ip);
      await limiter.check(authLimits.codeSendsPerAccount, mailboxKey(address));
    },

    /** E-mails the user a new code for `purpose`, replacing any earlier one; throws LimitExceededException past the send limits. */
    async send(user: UserRow, purpose: CodePurpose, ip: string): Promise<void> {
      await countSend(user.email, ip);
      await deliver(user, purpose);
    },

    /**
     * Counts a code request for `address` against the send limits (LimitExceededException past them)
     * whether or not it has an account, then leaves mailing `user`, if given, a new code for after the
     * answer: neither the limits nor the answer's time tell which addresses have accounts.
     */
    async sendAfterAnswer(
      address: string,
      user: UserRow | undefined,
      purpose: CodePurpose,
      ip: string,
      after: AfterAnswer,
    ): Promise<void> {
      await countSend(address, ip);
      if (user) after(`mailing a ${purpose} code`, () => deliver(user, purpose));
    },

    /** Counts a code request that sends nothing exactly as one that does, so the limits give no account away. */
    countWithoutSending: countSend,

    /** Within a unit of work: stores a new code for `purpose` and records its mail in `tx`, without counting it (the caller did); answers what sends the mail once the work commits. */
    deliverIn,

    /** Checks a code and leaves it unspent: the change it allows spends it in that change's unit of work, so a change that fails leaves the code to try again. Throws as consume does. */
    check,

    /** Accepts a code once: checks it and spends it; returns the user. Throws CodeMismatchException, ExpiredCodeException, TooManyFailedAttemptsException or LimitExceededException. */
    async consume(user: UserRow | undefined, purpose: CodePurpose, code: string, ip: string): Promise<UserRow> {
      const checked = await check(user, purpose, code, ip);
      await checked.spend(codes);
      return checked.user;
    },
  };
}

export type VerificationCodeService = ReturnType<typeof createVerificationCodeService>;
