import type { Clock } from '../../server/clock.ts';

/**
 * A moment weeks before a Nemesis Day (15 February 2030 is 36 days on), for the tests of what is
 * prepared for the day: from the real time, such a test would fail on and around 15 February.
 */
export const weeksBeforeNemesisDay = '2030-01-10T12:00:00.000Z';

/** The server's clock as a test holds it: it runs with real time, plus however far the test has moved it on. */
export interface TestClock extends Clock {
  /** Moves the clock on by `ms` at once: the server sees that much time pass, and the test waits for none of it. */
  advance(ms: number): void;
  /** Moves the clock on to `at` (a time the server gave, such as a retry's), unless it is there already. */
  advanceTo(at: string): void;
}

/**
 * A clock that starts at the real time, or at `startAt` (a test whose outcome depends on the date),
 * and runs with real time (so times still order as they happen) until a test moves it on.
 */
export function createTestClock(startAt?: string): TestClock {
  let aheadMs = startAt === undefined ? 0 : Date.parse(startAt) - Date.now();
  return {
    now: () => new Date(Date.now() + aheadMs),
    advance(ms) {
      aheadMs += ms;
    },
    advanceTo(at) {
      aheadMs = Math.max(aheadMs, Date.parse(at) - Date.now());
    },
  };
}
