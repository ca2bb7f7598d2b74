import type { Kysely, Updateable } from 'kysely';
import type { DatabaseSchema, UserRow } from '../schema.ts';
import type { UsersTable } from '../tables/account-tables.ts';
import { newestFirstPage } from './newest-first-page.ts';
import type { Page, PageRequest } from './newest-first-page.ts';

/** Reads and writes user accounts. E-mails are stored normalised (trimmed, lower case) by the caller. */
export function createUserRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Inserts a user; throws on a duplicate e-mail (unique constraint). */
    async create(user: UserRow): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Changes some fields of a user. */
    async update(id: string, changes: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },

    /** Removes a user; their codes, sessions and tokens go with them (foreign keys cascade). */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    /** One page of users, newest first, and how many there are. */
    page: (request: PageRequest): Promise<Page<UserRow>> => newestFirstPage(db, 'users', request),

    /** How many notes the user has made. */
    async notesCount(id: string): Promise<number> {
      const row = await db.selectFrom('notes').select((eb) => eb.fn.countAll<number | string>().as('count')).where('userId', '=', id).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Removes accounts never confirmed that were created before `before`; returns how many. */
    async deleteUnconfirmedBefore(before: string): Promise<number> {
      const result = await db.deleteFrom('users').where('status', '=', 'UNCONFIRMED').where('createdAt', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
