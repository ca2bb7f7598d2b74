import type { Clock } from '../../server/clock.ts';

/** The server's clock as a test holds it: it runs with real time, plus however far the test has moved it on. */
export interface TestClock extends Clock {
  /** Moves the clock on by `ms` at once: the server sees that much time pass, and the test waits for none of it. */
  advance(ms: number): void;
  /** Moves the clock on to `at` (a time the server gave, such as a retry's), unless it is there already. */
  advanceTo(at: string): void;
}

/** A clock that starts at the real time and runs with it (so times still order as they happen) until a test moves it on. */
export function createTestClock(): TestClock {
  let aheadMs = 0;
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
