/** Runs one SQL statement on PostgreSQL and answers its rows: a migration's transaction, or a client of its own. */
export type RunStatement = (statement: string) => Promise<Record<string, unknown>[]>;

/** The schema pg_trgm goes into when the database has it nowhere yet. */
const extensionSchema = 'extensions';

/**
 * Makes sure the database has PostgreSQL's pg_trgm extension (the admin's search indexes use it) and answers
 * the schema it is in. pg_trgm ships with PostgreSQL (contrib) and is trusted: the database's owner may
 * create it. It lives once per database, in a schema of its own: in the server's schema, a restore (which
 * drops that schema) would fail on it, and installs or tests with a schema each would not all see it. The
 * lock keeps two servers starting at once from both creating it.
 */
export async function ensurePgTrgm(run: RunStatement): Promise<string> {
  await run(`select pg_advisory_xact_lock(hashtext('nemesis-day pg_trgm'))`);
  const installed = async () =>
    (await run(`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`))[0]
      ?.schema as string | undefined;
  const schema = await installed();
  if (schema) return schema;
  try {
    await run(`create schema if not exists ${extensionSchema}`);
    await run(`create extension pg_trgm schema ${extensionSchema}`);
  } catch (error) {
    throw new Error(
      `The admin's search needs PostgreSQL's pg_trgm extension, which this database user could not add (${String(error)}). ` +
        `Add it as the database's owner or a superuser: create schema if not exists ${extensionSchema}; create extension pg_trgm schema ${extensionSchema};`,
      { cause: error },
    );
  }
  return extensionSchema;
}
