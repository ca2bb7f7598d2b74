import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 30_000 } },
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
        // One browser at a time: two cores cannot run several Chromiums and servers without flaking.
        // expect.poll's 1 s default is too short for waits on server work (argon2 sign-ins) on a busy machine.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
