import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient } from '#contract/api/api-client.ts';
import type { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import { hashPassword } from '../server/auth/password-hasher.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { createUserRepository } from '../server/db/repositories/user-repository.ts';
import { startServer } from '../server/main.ts';
import { newUserRow } from '../server/services/auth/account-rules.ts';

const rounds = 7;
const password = 'benchmark password';

/**
 * Prints how long the server takes to refuse a sign-in with a wrong password and one with an unknown
 * address, and to answer a sign-up for a taken address and for a new one. Each pair should take about
 * the same time (one argon2 run each; the tests count the runs), so the time tells no one which
 * addresses have accounts.
 */
export async function printAuthFigures(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nemesis-bench-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    OLLAMA_HOST: 'http://127.0.0.1:9',
  });
  const server = await startServer(config);
  const database = openDatabase(config);
  let made = 0;
  // Straight into the database (a bench reads no mail): a confirmed account with `password`.
  const account = async () => {
    const user = newUserRow(
      {
        email: `taken${++made}@example.test`,
        passwordHash: await hashPassword(password),
        status: 'CONFIRMED',
        requiredAction: null,
      },
      new Date(),
    );
    await createUserRepository(database.db, database.engine).create({ ...user, emailVerifiedAt: user.createdAt });
    return user.email;
  };
  // Each request from an address of its own, so no per-address limit answers instead of the work timed.
  const timed = async (call: (api: ReturnType<typeof createApiClient>) => Promise<unknown>) => {
    const api = createApiClient({
      baseUrl: server.url,
      headers: { Origin: server.url, 'X-Forwarded-For': `198.51.100.${++made % 250}` },
    });
    const started = performance.now();
    await call(api);
    return performance.now() - started;
  };
  // A sign-in that fails otherwise (a limit, a server error) would time something else: it stops the bench.
  const refused = (signIn: Promise<unknown>) =>
    signIn.then(
      () => Promise.reject(new Error('A wrong password signed in')),
      (error: ApiError) => (error.code === 'NotAuthorizedException' ? undefined : Promise.reject(error)),
    );
  try {
    const signIn = { wrongPassword: [] as number[], unknownAddress: [] as number[] };
    const signUp = { takenAddress: [] as number[], newAddress: [] as number[] };
    // Interleaved rounds, so a machine that gets busier slows both sides alike.
    for (let round = 0; round < rounds; round++) {
      const taken = await account();
      signIn.wrongPassword.push(
        await timed((api) =>
          refused(api.call(endpoints.signIn, { body: { email: taken, password: 'a wrong guess' } })),
        ),
      );
      signIn.unknownAddress.push(
        await timed((api) =>
          refused(
            api.call(endpoints.signIn, { body: { email: `nobody${++made}@example.test`, password: 'a wrong guess' } }),
          ),
        ),
      );
      signUp.takenAddress.push(
        await timed((api) => api.call(endpoints.signUp, { body: { email: taken, password: 'a wrong guess' } })),
      );
      signUp.newAddress.push(
        await timed((api) => api.call(endpoints.signUp, { body: { email: `new${++made}@example.test`, password } })),
      );
    }
    printPair('Sign-in refused', signIn);
    printPair('Sign-up answered', signUp);
  } finally {
    await database.db.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the median and fastest time of each side of a pair, and the ratio of their medians. */
function printPair(what: string, pair: Record<string, number[]>): void {
  const medians = Object.entries(pair).map(([side, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `${what}, ${side}: median ${median.toFixed(0)} ms, fastest ${sorted[0]!.toFixed(0)} ms (${times.length} runs)`,
    );
    return median;
  });
  console.log(
    `  ratio of the medians ${(medians[0]! / medians[1]!).toFixed(2)} (about 1 tells nothing; the argon2 run should dominate both)`,
  );
}
