import type { ErrorCode } from '#contract/api/error-catalogue.ts';
import { AppError } from '../../app-error.ts';
import type { RateLimitRepository, WindowCount } from '../../db/repositories/rate-limit-repository.ts';
import type { Clock } from '../../clock.ts';

/** A limit: at most `max` events per `windowMs`, and the error to answer past it. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  code: ErrorCode;
  message: string;
}

/** Enforces limits with counters kept in the database, windows read on `clock`; `refused` hears of each refusal (the metrics). */
export function createRateLimiter(
  repository: RateLimitRepository,
  options: { clock: Clock; refused?: (limit: Limit) => void },
) {
  const { clock, refused = () => {} } = options;
  const windowStart = (limit: Limit) => new Date(clock.now().getTime() - limit.windowMs).toISOString();
  const key = (limit: Limit, subject: string) => `${limit.name}:${subject.toLowerCase()}`;
  // The error says when the window ends, so the client can be told how long to wait (Retry-After).
  const exceeded = (limit: Limit, window: WindowCount) => {
    refused(limit);
    const waitMs = Date.parse(window.windowStartedAt) + limit.windowMs - clock.now().getTime();
    return new AppError(limit.code, limit.message, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
  };
  const count = (limit: Limit, subject: string, counts: Pick<RateLimitRepository, 'hit'> = repository) =>
    counts.hit(key(limit, subject), clock.now().toISOString(), windowStart(limit));
  return {
    /**
     * Counts an event, through `within` when given (a unit of work's counts, so an event whose change
     * fails is not counted); throws the limit's error (with the seconds until its window ends) once the count passes the limit.
     */
    async hit(limit: Limit, subject: string, within?: Pick<RateLimitRepository, 'hit'>): Promise<void> {
      const window = await count(limit, subject, within);
      if (window.count > limit.max) throw exceeded(limit, window);
    },

    /** Counts an event and says whether it was within the limit, for work that is skipped rather than refused past it. */
    async take(limit: Limit, subject: string): Promise<boolean> {
      const within = (await count(limit, subject)).count <= limit.max;
      if (!within) refused(limit);
      return within;
    },

    /** Throws the limit's error if the limit is already used up, without counting. */
    async check(limit: Limit, subject: string): Promise<void> {
      const window = await repository.peek(key(limit, subject), windowStart(limit));
      if (window && window.count >= limit.max) throw exceeded(limit, window);
    },

    /** Clears the count (a success that wipes out earlier failures). */
    reset(limit: Limit, subject: string): Promise<void> {
      return repository.reset(key(limit, subject));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
