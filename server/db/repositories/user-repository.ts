import { sql } from 'kysely';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../database.ts';
import type { DatabaseSchema, UserRow, UserStatus } from '../schema.ts';
import type { UsersTable } from '../tables/account-tables.ts';
import { compiledOnce } from './compiled-once.ts';
import { containsText } from './contains-text.ts';
import { newestFirstPage } from './newest-first-page.ts';
import type { Page, PageRequest } from './newest-first-page.ts';

/** Which users a page lists: those whose e-mail or id contains `search` (any case), with `status` (or disabled, for DISABLED); all without either. */
export interface UserFilter {
  search?: string;
  status?: UserStatus | 'DISABLED';
}

/** Reads and writes user accounts. E-mails are stored normalised (trimmed, lower case) by the caller. */
export function createUserRepository(db: Kysely<DatabaseSchema>, engine: Database['engine']) {
  // Every signed-in request asks this.
  const byId = compiledOnce(db, (db) => db.selectFrom('users').selectAll().where('id', '=', ''));
  return {
    /** Inserts a user; throws on a duplicate e-mail (unique constraint). */
    async create(user: UserRow): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async findById(id: string): Promise<UserRow | undefined> {
      return (await byId(id))[0];
    },

    /**
     * A user read to be changed, inside a unit of work: a write that changes nothing comes first, so a
     * second writer waits for this one's commit (on its row lock on Postgres, the database's write lock
     * on SQLite) and then reads what it wrote.
     */
    async findByIdToChange(id: string): Promise<UserRow | undefined> {
      await db
        .updateTable('users')
        .set({ id: sql<string>`id` })
        .where('id', '=', id)
        .execute();
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

    /** One page of the users `filter` lets through, newest first, and how many it lets through. */
    page: (request: PageRequest, { search, status }: UserFilter = {}): Promise<Page<UserRow>> =>
      newestFirstPage(db, 'users', request, (eb) => {
        return eb.and([
          ...(search === undefined ? [] : [containsText(engine, 'users', ['email', 'id'], search)]),
          ...(status === 'DISABLED' ? [eb('disabledAt', 'is not', null)] : status ? [eb('status', '=', status)] : []),
        ]);
      }),

    /** How many notes the user has made. */
    async notesCount(id: string): Promise<number> {
      const row = await db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Removes accounts never confirmed that were created before `before`; returns how many. */
    async deleteUnconfirmedBefore(before: string): Promise<number> {
      const result = await db
        .deleteFrom('users')
        .where('status', '=', 'UNCONFIRMED')
        // A disabled address stays taken: removing it would let it sign up again.
        .where('disabledAt', 'is', null)
        .where('createdAt', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
