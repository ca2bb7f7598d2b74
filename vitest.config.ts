import { defineConfig } from 'vitest/config';
import { TiersInTurnSequencer } from './tests/support/tiers-in-turn-sequencer.ts';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time. A file spends most of its time waiting (on its
    // server's answers, the database, argon2's threads, Chromium), so three files at a time keep both cores busy.
    maxWorkers: 3,
    sequence: { sequencer: TiersInTurnSequencer },
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // Some API tests draw twenty preview cards or sign in dozens of times: 10-17 s on a quiet machine, more beside others.
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], testTimeout: 40_000, hookTimeout: 30_000 } },
      // The terminal app's keys wait for the server's answers: expect.poll's 1 s is too short on a busy machine.
      {
        test: {
          name: 'cli',
          include: ['tests/cli/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // Browser files share the workers with the others: a page waits on its server far more than it draws.
        // expect.poll's 1 s default is too short for waits on server work (argon2 sign-ins) on a busy machine.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
