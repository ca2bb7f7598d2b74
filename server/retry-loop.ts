import type { Clock } from './clock.ts';
import type { Logger } from './logger.ts';

/** How background work is retried: at most `maxAttempts`, waiting `baseMs` doubled each time up to `maxMs`. */
export interface RetrySchedule {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
  /** How long one attempt holds its claim: longer than an attempt can take, so no other loop takes it meanwhile. */
  claimMs: number;
}

/** What one kind of retried work needs: its due rows, an atomic claim, one attempt, and where each outcome is written. */
export interface RetriedWork<Row extends { id: string; attempts: number }> {
  /** Names the work in the log. */
  name: string;
  listDue(now: string, limit: number): Promise<Row[]>;
  claim(id: string, now: string, until: string): Promise<boolean>;
  /** Whether a claimed row is no longer wanted, checked before each try (recording that is its own part): true skips it for good. */
  withdrawn?(row: Row): Promise<boolean>;
  /** One try; throws when it failed. */
  attempt(row: Row): Promise<void>;
  succeeded(row: Row, attempts: number): Promise<void>;
  /** Records a failure: `nextAttemptAt` is when to try again, or null when it gave up. */
  failed(row: Row, failure: { attempts: number; error: string; nextAttemptAt: string | null }): Promise<void>;
}

/**
 * Runs stored work in the background and retries failures with back-off until they succeed or the
 * attempts run out. Every row is claimed before an attempt, so two loops or processes never both try it.
 */
export function createRetryLoop<Row extends { id: string; attempts: number }>(
  work: RetriedWork<Row>,
  schedule: RetrySchedule,
  logger: Logger,
  clock: Clock,
) {
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let retrying: Promise<void> | undefined;
  const later = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

  async function run(row: Row): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      if (await work.withdrawn?.(row)) return;
      await work.attempt(row);
      await work.succeeded(row, attempts);
    } catch (error) {
      const gaveUp = attempts >= schedule.maxAttempts;
      const delay = Math.min(schedule.baseMs * 2 ** (attempts - 1), schedule.maxMs);
      await work.failed(row, {
        attempts,
        error: String(error).slice(0, 500),
        nextAttemptAt: gaveUp ? null : later(delay),
      });
      logger.warn({ err: error, id: row.id, attempts, gaveUp }, `${work.name} failed`);
    }
  }

  function track(promise: Promise<void>): void {
    const tracked: Promise<void> = promise
      .catch((error: unknown) => logger.error({ err: error }, `${work.name} error`))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  function retryDue(): Promise<void> {
    retrying ??= (async () => {
      const now = clock.now().toISOString();
      for (const row of await work.listDue(now, 20)) {
        if (await work.claim(row.id, now, later(schedule.claimMs))) await run(row);
      }
    })().finally(() => (retrying = undefined));
    return retrying;
  }

  return {
    /** The claim a new row starts with: the first attempt (runNow) is its own, and the loop leaves it alone unless that attempt dies. */
    firstClaim: () => later(schedule.claimMs),

    /** Starts the first attempt of a row just stored with firstClaim(); does not wait for it. */
    runNow(row: Row): void {
      track(run(row));
    },

    /** Tries every due row now, each claimed first; one run at a time. */
    retryDue,

    /** Retries due rows every `intervalMs` until stop(). */
    start(intervalMs = schedule.baseMs): void {
      if (timer) return;
      timer = setInterval(() => track(retryDue()), intervalMs);
      timer.unref();
    },

    /** Stops retrying and waits for attempts in progress. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await Promise.all(inFlight);
    },
  };
}

/** The loop createRetryLoop returns. */
export type RetryLoop<Row extends { id: string; attempts: number }> = ReturnType<typeof createRetryLoop<Row>>;
