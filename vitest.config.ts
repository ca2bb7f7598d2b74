import { defineConfig } from 'vitest/config';
import { TiersInTurnSequencer } from './tests/support/tiers-in-turn-sequencer.ts';

// A worker's files share the modules it has loaded, rather than each file loading the server, the contract and
// their libraries again (a third of the API tier's CPU). Nothing a file changes outlives it: each starts its own
// server, database, mail catcher and browser. A file that replaces a module (vi.mock) has it replaced for the
// imports made while it runs, so the code that uses such a module imports it on each use.
const sharedModules = { isolate: false };

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time. A file spends most of its time waiting (on its
    // server's answers, the database, argon2's threads, Chromium), so three files at a time keep both cores busy.
    maxWorkers: 3,
    sequence: { sequencer: TiersInTurnSequencer },
    projects: [
      { test: { ...sharedModules, name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // Some API tests draw twenty preview cards or sign in dozens of times: 10-17 s on a quiet machine, more beside others.
      {
        test: {
          ...sharedModules,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 40_000,
          hookTimeout: 30_000,
        },
      },
      // The terminal app's keys wait for the server's answers: expect.poll's 1 s is too short on a busy machine.
      {
        test: {
          ...sharedModules,
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
          ...sharedModules,
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
