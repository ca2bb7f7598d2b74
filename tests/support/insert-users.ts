import type { UserRow } from '../../server/db/schema.ts';
import type { Database } from '../../server/db/database.ts';

/** The e-mail of the user `insertUsers` wrote at `index` with `tag`. */
export const insertedEmail = (tag: string, index: number) =>
  `member${String(index).padStart(2, '0')}.${tag}@example.test`;

/**
 * Writes `count` users straight into the database (faster than signing each up): member00 to
 * memberNN with `tag`, ids `tag-NN`, joined a minute apart on 1 January 2026 (so the newest is the
 * last), each with the status `statusOf` gives, never signed in.
 */
export async function insertUsers(
  database: Database,
  count: number,
  tag: string,
  statusOf: (index: number) => UserRow['status'] = () => 'CONFIRMED',
): Promise<void> {
  await database.db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, index) => ({
        id: `${tag}-${String(index).padStart(2, '0')}`,
        email: insertedEmail(tag, index),
        passwordHash: 'not a hash: these users never sign in',
        status: statusOf(index),
        emailVerifiedAt: statusOf(index) === 'UNCONFIRMED' ? null : new Date(Date.UTC(2026, 0, 1)).toISOString(),
        requiredAction: null,
        givenName: null,
        familyName: null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
        lastLoginAt: null,
        loginType: null,
      })),
    )
    .execute();
}
