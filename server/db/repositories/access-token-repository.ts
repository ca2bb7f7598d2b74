import type { Kysely } from 'kysely';
import type { AccessTokenRow, DatabaseSchema } from '../schema.ts';

/** Reads and writes personal access tokens (stored hashed). */
export function createAccessTokenRepository(db: Kysely<DatabaseSchema>) {
  return {
    async create(token: AccessTokenRow): Promise<void> {
      await db.insertInto('accessTokens').values(token).execute();
    },

    findByTokenHash(tokenHash: string): Promise<AccessTokenRow | undefined> {
      return db.selectFrom('accessTokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
    },

    /** A user's tokens, newest first. */
    listForUser(userId: string): Promise<AccessTokenRow[]> {
      return db.selectFrom('accessTokens').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id').execute();
    },

    async touch(id: string, at: string): Promise<void> {
      await db.updateTable('accessTokens').set({ lastUsedAt: at }).where('id', '=', id).execute();
    },

    /** Deletes one of a user's tokens; returns whether it existed. */
    async delete(id: string, userId: string): Promise<boolean> {
      const result = await db.deleteFrom('accessTokens').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Deletes every token of a user. */
    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('accessTokens').where('userId', '=', userId).execute();
    },
  };
}

export type AccessTokenRepository = ReturnType<typeof createAccessTokenRepository>;
