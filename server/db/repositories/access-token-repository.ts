import type { Kysely } from 'kysely';
import type { AccessTokenRow, DatabaseSchema, SeenClient } from '../schema.ts';

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
      return db
        .selectFrom('accessTokens')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Records a use and the client it came from. */
    async touch(id: string, at: string, client: SeenClient): Promise<void> {
      await db
        .updateTable('accessTokens')
        .set({ lastUsedAt: at, ...client })
        .where('id', '=', id)
        .execute();
    },

    /** Deletes one of a user's tokens; returns whether it existed. */
    async delete(id: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('accessTokens')
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Deletes every token of a user; returns how many it deleted. */
    async deleteForUser(userId: string): Promise<number> {
      return Number(
        (await db.deleteFrom('accessTokens').where('userId', '=', userId).executeTakeFirst()).numDeletedRows,
      );
    },
  };
}

export type AccessTokenRepository = ReturnType<typeof createAccessTokenRepository>;
