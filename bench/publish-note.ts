import { createApiClient } from '#contract/api/api-client.ts';
import { endpoints } from '#contract/endpoints.ts';
import { hashPassword } from '../server/auth/password-hasher.ts';
import { openDatabase } from '../server/db/database.ts';
import { createUserRepository } from '../server/db/repositories/user-repository.ts';
import { newUserRow } from '../server/services/auth/account-rules.ts';

/** The nemesis and the story of a note a bench (or a screenshot) publishes. */
export interface BenchNote {
  nemesisName: string;
  nemesisAge: number;
  nemesisOccupation: string;
  userNotes: string;
}

const benchNote: BenchNote = {
  nemesisName: 'Benchmark Bob',
  nemesisAge: 40,
  nemesisOccupation: 'Load tester',
  userNotes: 'He always runs his benchmarks on a quiet machine and then brags about the numbers.',
};

/**
 * Adds a confirmed account straight to the database (PostgreSQL at `databaseUrl`, else SQLite in `dataDir`; codes are mailed, and a
 * bench reads no mail), signs it in, writes both roasts and publishes a note (`note`, or Benchmark
 * Bob's) on the server at `baseUrl`; resolves with the note's short id and the session cookie.
 */
export async function publishNote(
  baseUrl: string,
  dataDir: string,
  note: BenchNote = benchNote,
  databaseUrl?: string,
): Promise<{ shortUuid: string; cookie: string }> {
  let cookie = '';
  const api = createApiClient({
    baseUrl,
    fetch: async (input, init) => {
      const response = await fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), Cookie: cookie },
      });
      const session = response.headers.getSetCookie().find((line) => line.startsWith('nemesis_session='));
      if (session) cookie = session.split(';')[0]!;
      return response;
    },
  });
  const email = 'bench@example.test';
  const password = 'benchmark password';
  const database = openDatabase({ databaseUrl, dataDir });
  const user = newUserRow(
    { email, passwordHash: await hashPassword(password), status: 'CONFIRMED', requiredAction: null },
    new Date(),
  );
  await createUserRepository(database.db, database.engine).create({ ...user, emailVerifiedAt: user.createdAt });
  await database.db.destroy();
  await api.call(endpoints.signIn, { body: { email, password } });
  const { userNotes, ...details } = note;
  const { initialRoast } = await api.call(endpoints.generateInitial, { body: details });
  const { finalRoast } = await api.call(endpoints.generateFinal, { body: { ...details, userNotes, initialRoast } });
  const { shortUuid } = await api.call(endpoints.createNote, {
    body: { ...details, userNotes, initialRoast, finalRoast },
  });
  return { shortUuid, cookie };
}
