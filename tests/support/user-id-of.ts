import type { Database } from '../../server/db/database.ts';

/** The id of the account with this address, from the users table. */
export async function userIdOf(database: Database, email: string): Promise<string> {
  return (await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
