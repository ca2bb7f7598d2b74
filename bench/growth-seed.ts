import { sql } from 'kysely';
import type { Database } from '../server/db/database.ts';

/**
 * How much of everything comes with each seeded note: one account per ten notes, a view and three
 * reactions per note, two reports on one note in fifty (open on one in a thousand, the rest decided),
 * and one note in five hundred hidden by an admin.
 */
export const seedShape = {
  notesPerUser: 10,
  reactionsPerNote: 3,
  reportedEvery: 50,
  openEvery: 1000,
  hiddenEvery: 500,
};

/** How many of the first seeded notes belong to the bench's own account (its My Notes page). */
export const benchUserNotes = 20;

/** The short id of the n-th seeded note (from 1). */
export const seededShortUuid = (n: number) => `s${n}`;

/** The e-mail of the k-th seeded account (from 1). */
export const seededEmail = (k: number) => `user${k}@example.test`;

// Seeded times start here, a second apart (1 January 2025, seconds since 1970).
const epoch = 1_735_689_600;
const roast = 'Your nemesis alphabetises the office fridge and signs every passive-aggressive note. '.repeat(7);
const initial = roast.slice(0, 400);
const story = 'He always replies-all, then takes credit for the fix at the stand-up meeting.';

/**
 * Grows the seeded data from `from` notes to `to` (and what comes with them, in `seedShape`'s
 * proportions) with a few INSERT … SELECT statements over a counted sequence in one transaction:
 * nothing goes through the API, so a million notes take seconds, not hours. The first
 * `benchUserNotes` notes are written by `benchUserId`.
 */
export async function seedNotes(database: Database, from: number, to: number, benchUserId: string): Promise<void> {
  const { notesPerUser, reactionsPerNote, reportedEvery, openEvery, hiddenEvery } = seedShape;
  // The n-th second after the epoch as the server writes times (toISOString), on either engine.
  const iso = (seconds: string) =>
    database.engine === 'sqlite'
      ? `strftime('%Y-%m-%dT%H:%M:%S.000Z', ${epoch} + ${seconds}, 'unixepoch')`
      : `to_char(to_timestamp(${epoch} + ${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`;
  // Counting in SQL itself: a recursive sequence runs the same on both engines.
  const numbers = (low: number, high: number) =>
    `with recursive seq(n) as (select ${low} union all select n + 1 from seq where n < ${high})`;
  const users = [Math.floor(from / notesPerUser) + 1, Math.ceil(to / notesPerUser)] as const;
  const author = `case when n <= ${benchUserNotes} then '${benchUserId}' else 'u' || ((n - 1) / ${notesPerUser} + 1) end`;
  const statements = [
    users[0] <= users[1] &&
      `insert into users (id, email, password_hash, status, email_verified_at, created_at)
       ${numbers(...users)}
       select 'u' || n, 'user' || n || '@example.test', 'seeded', 'CONFIRMED', ${iso('n')}, ${iso('n')} from seq`,
    `insert into notes (short_uuid, vanity_url, vanity_key, user_id, nemesis_name, nemesis_age, nemesis_occupation,
       user_notes, initial_roast, final_roast, model_id, initial_prompt_version, final_prompt_version, created_at)
     ${numbers(from + 1, to)}
     select 's' || n, 'Seeded-' || n, 'seeded-' || n, ${author}, 'Nemesis ' || n, 20 + n % 60, 'Occupation ' || (n % 97),
       '${story}', '${initial}', '${roast}', 'builtin/roastbook', 1, 1, ${iso('n')} from seq`,
    // A view of each note by the account that wrote the notes ten before it.
    `insert into note_views (id, short_uuid, viewer_id, viewed_at)
     ${numbers(from + 1, to)}
     select 'v' || n, 's' || n, 'u' || ((n + ${notesPerUser} - 1) / ${notesPerUser} % ${users[1]} + 1), ${iso('n + 60')} from seq`,
    `insert into note_reactions (short_uuid, reader_key, reaction, updated_at)
     ${numbers(from * reactionsPerNote, to * reactionsPerNote - 1)}
     select 's' || (n / ${reactionsPerNote} + 1), 'device:seeded-' || n,
       case n % 4 when 0 then 'laugh' when 1 then 'fire' when 2 then 'clap' else 'handshake' end, ${iso('n / 3 + 30')} from seq`,
    `insert into note_reports (id, short_uuid, reporter_key, reason, created_at, decision, decided_at, decided_by, network_key)
     ${numbers(from + 1, to)}, reported(n, k) as (select n, 1 from seq where n % ${reportedEvery} = 0
       union all select n, 2 from seq where n % ${reportedEvery} = 0)
     select 'r' || n || '-' || k, 's' || n, 'reporter-' || k, 'spam', ${iso('n + 120 * k')},
       case when n % ${openEvery} = 0 then null else 'dismissed' end,
       case when n % ${openEvery} = 0 then null else ${iso('n + 3600')} end,
       case when n % ${openEvery} = 0 then null else 'admin@example.test' end, 'network-' || k from reported`,
    `insert into hidden_notes (short_uuid, held, reason, statement, hidden_at, hidden_by)
     ${numbers(from + 1, to)}
     select 's' || n, 0, 'spam', 'Seeded for the bench.', ${iso('n + 7200')}, 'admin@example.test' from seq
     where n % ${hiddenEvery} = 0`,
  ];
  // A large page cache keeps the indexes being filled in memory; the server's own connections keep their default.
  if (database.engine === 'sqlite') await sql.raw('pragma cache_size = -262144').execute(database.db);
  await database.db.transaction().execute(async (tx) => {
    for (const statement of statements) if (statement) await sql.raw(statement).execute(tx);
  });
  // Moves the seeded pages from the write-ahead log into the database now, so the server's first
  // write (on the day) does not pay for copying gigabytes.
  if (database.engine === 'sqlite') await sql.raw('pragma wal_checkpoint(TRUNCATE)').execute(database.db);
  // PostgreSQL's autovacuum would have gathered statistics after such growth; the server never runs
  // ANALYZE on SQLite, so there the planner goes on without statistics, as it would in production.
  if (database.engine === 'postgres') await sql.raw('analyze').execute(database.db);
}
