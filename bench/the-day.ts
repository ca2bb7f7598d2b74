import { ApiError } from '#contract/api/api-error.ts';
import { createApiClient } from '#contract/api/api-client.ts';
import { endpoints } from '#contract/endpoints.ts';
import { reactionKinds } from '#contract/notes/reactions.ts';
import { hashPassword } from '../server/auth/password-hasher.ts';
import type { Database } from '../server/db/database.ts';
import { createUserRepository } from '../server/db/repositories/user-repository.ts';
import { newUserRow } from '../server/services/auth/account-rules.ts';
import { Agent } from 'undici';
import { load } from './load.ts';

const readers = Number(process.env.BENCH_DAY_READERS ?? 200);
const publishers = Number(process.env.BENCH_DAY_PUBLISHERS ?? 20);
const reactors = Number(process.env.BENCH_DAY_REACTORS ?? 50);
const seconds = Number(process.env.BENCH_DAY_SECONDS ?? 10);
// An account publishes at most 10 notes an hour (server/services/limits/rate-limits.ts): a publisher moves on to a fresh one then.
const notesPerAccount = 10;
const accountsPerPublisher = Number(process.env.BENCH_DAY_ACCOUNTS ?? 40);
const password = 'the day password';

/** Latencies of one kind of request, and how many failed, by what the failure said. */
class Timings {
  readonly ms: number[] = [];
  readonly errors = new Map<string, number>();
  async time(run: () => Promise<unknown>): Promise<void> {
    const started = performance.now();
    try {
      await run();
      this.ms.push(performance.now() - started);
    } catch (error) {
      const said =
        error instanceof ApiError ? `${error.status} ${error.serverMessage ?? error.message}` : String(error);
      this.errors.set(said, (this.errors.get(said) ?? 0) + 1);
    }
  }
  line(label: string, unit: string): string {
    const sorted = [...this.ms].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
    const times = sorted.length ? `   p50 ${at(0.5).toFixed(1)} ms   p99 ${at(0.99).toFixed(1)} ms` : '';
    const errors = [...this.errors].map(([said, count]) => `\n      ${count} failed: ${said}`).join('');
    return `  ${label.padEnd(32)} ${String(sorted.length).padStart(6)} ${unit}${times}${errors}`;
  }
}

/**
 * The day itself: `readers` keep-alive readers of one note (spread over the server instances at
 * `urls`) while `publishers` write and publish notes through the roast wizard's API (the built-in
 * roaster, accounts added straight to the database as publish-note.ts does) and `reactors` visitors
 * keep changing their reaction to the note, each from an address of their own (the server trusts
 * X-Forwarded-For here). Prints p50 and p99 of each.
 */
export async function printTheDay(options: {
  urls: string[];
  shortUuid: string;
  database: Database;
  engine: string;
  notes: number;
}): Promise<void> {
  const { urls, shortUuid } = options;
  const passwordHash = await hashPassword(password);
  const users = createUserRepository(options.database.db, options.database.engine);
  // Every account a publisher may move on to is written before the day: a write of the bench's own during it
  // would contend with the server's (on SQLite, a second writer to the file) and be counted as the server's.
  const accounts: string[] = [];
  for (let index = 1; index <= publishers * accountsPerPublisher; index++) {
    const email = `day${index}@example.test`;
    const user = newUserRow({ email, passwordHash, status: 'CONFIRMED', requiredAction: null }, new Date());
    await users.create({ ...user, emailVerifiedAt: user.createdAt });
    accounts.push(email);
  }
  const freshAccount = () => {
    const email = accounts.shift();
    if (!email)
      throw new Error(`The day's publishers used all ${publishers * accountsPerPublisher} accounts made for them`);
    return email;
  };
  // The clock starts once every publisher has signed in to its first account.
  let end = Infinity;
  const running = () => performance.now() < end;
  // The publishers' and reactors' connections, a pool of the day's own: on fetch's global one, some of the
  // reactors' requests waited out the whole day in the bench (the server's log had them answered in 1 ms).
  const clients = new Agent({ connections: publishers + reactors });
  const publishing = new Timings();
  const signingIn = new Timings();
  const reacting = new Timings();

  /** Signs a publisher in to its first account, then resolves with its loop of publishing, a fresh account every ten notes. */
  async function publisher(index: number): Promise<() => Promise<void>> {
    const address = `10.1.${index}.1`;
    let cookie = '';
    const api = createApiClient({
      baseUrl: urls[index % urls.length],
      fetch: async (input, init) => {
        const headers = { ...(init?.headers as Record<string, string>), Cookie: cookie, 'X-Forwarded-For': address };
        const response = await fetch(input, { ...init, headers, dispatcher: clients } as RequestInit);
        const session = response.headers.getSetCookie().find((line) => line.startsWith('nemesis_session='));
        if (session) cookie = session.split(';')[0]!;
        return response;
      },
    });
    // A fresh account each time, from a browser signed out of the last one (the server refuses a second sign-in).
    const signIn = async () => {
      const email = freshAccount();
      cookie = '';
      await signingIn.time(() => api.call(endpoints.signIn, { body: { email, password } }));
    };
    await signIn();
    return async () => {
      for (let account = 0; running(); account++) {
        if (account > 0) await signIn();
        for (let note = 0; note < notesPerAccount && running(); note++) {
          const details = { nemesisName: `Rival ${index}-${note}`, nemesisAge: 33, nemesisOccupation: 'Competitor' };
          const userNotes = 'Always one step ahead, and never lets anyone forget it.';
          await publishing.time(async () => {
            const { initialRoast } = await api.call(endpoints.generateInitial, { body: details });
            const { finalRoast } = await api.call(endpoints.generateFinal, {
              body: { ...details, userNotes, initialRoast },
            });
            await api.call(endpoints.createNote, { body: { ...details, userNotes, initialRoast, finalRoast } });
          });
        }
      }
    };
  }

  async function reactor(index: number): Promise<void> {
    const cookies = new Map<string, string>();
    const url = `${urls[index % urls.length]}/api/v1/nemesis-notes/${shortUuid}/reactions`;
    for (let i = 0; running(); i++) {
      await reacting.time(async () => {
        const response = await fetch(url, {
          dispatcher: clients,
          method: 'PUT',
          headers: {
            'Content-Type': 'application/json',
            'X-Requested-With': 'fetch',
            // A new address each time: one visitor stays within the per-address limit, as a crowd would.
            'X-Forwarded-For': `10.${2 + (index % 200)}.${Math.floor(i / 250) % 250}.${i % 250}`,
            Cookie: [...cookies.values()].join('; '),
          },
          body: JSON.stringify({ reaction: reactionKinds[i % reactionKinds.length] }),
        } as RequestInit);
        for (const line of response.headers.getSetCookie()) {
          const pair = line.split(';')[0]!;
          cookies.set(pair.slice(0, pair.indexOf('=')), pair);
        }
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`PUT reaction answered ${response.status}`);
      });
    }
  }

  const publishLoops = await Promise.all(Array.from({ length: publishers }, (_, index) => publisher(index)));
  // Only the sign-ins during the day count: the first ones were made with the server idle.
  signingIn.ms.length = 0;
  end = performance.now() + seconds * 1000;
  const reads = Promise.all(
    urls.map((url) =>
      load(`${url}/api/v1/nemesis-notes/${shortUuid}`, { connections: Math.ceil(readers / urls.length), seconds }),
    ),
  );
  await Promise.all([
    ...publishLoops.map((loop) => loop()),
    ...Array.from({ length: reactors }, (_, index) => reactor(index)),
  ]);
  const readResults = await reads;
  await clients.close();
  console.log(
    `The day on ${options.engine} (${urls.length} instance${urls.length > 1 ? 's' : ''}, ${options.notes.toLocaleString('en')} notes seeded), ${seconds} s: ${readers} readers of one note, ${publishers} publishing, ${reactors} reacting`,
  );
  readResults.forEach((result, index) =>
    console.log(
      `  ${`note read (instance ${index + 1})`.padEnd(32)} ${String(Math.round(result.rps * seconds)).padStart(6)} reads   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms${result.errors ? `   errors ${result.errors}` : ''}`,
    ),
  );
  console.log(publishing.line('publish (2 roasts + create)', 'notes'));
  console.log(signingIn.line('sign-in of a publisher', 'times'));
  console.log(reacting.line('reaction (PUT)', 'writes'));
}
