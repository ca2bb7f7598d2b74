import type { Kysely } from 'kysely';
import type { DatabaseSchema, SeenClient, SessionRow } from '../schema.ts';
import { compiledOnce } from './compiled-once.ts';

/** Reads and writes browser sessions (tokens stored hashed). */
export function createSessionRepository(db: Kysely<DatabaseSchema>) {
  // Every signed-in request asks this.
  const byTokenHash = compiledOnce(db, (db) => db.selectFrom('sessions').selectAll().where('tokenHash', '=', ''));
  return {
    async create(session: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return (await byTokenHash(tokenHash))[0];
    },

    /** A user's sessions, most recently used first. */
    listForUser(userId: string): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('lastSeenAt', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Records activity (which pushes the idle expiry back) and the client it came from. */
    async touch(id: string, at: string, client: SeenClient): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ lastSeenAt: at, ...client })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Ends one of a user's sessions; returns whether it existed. */
    async deleteOwn(id: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sessions')
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Ends every session of a user, except `keepId` if given; returns how many it ended. */
    async deleteForUser(userId: string, keepId?: string): Promise<number> {
      let query = db.deleteFrom('sessions').where('userId', '=', userId);
      if (keepId) query = query.where('id', '!=', keepId);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },

    /** Removes sessions past their absolute expiry or unused since `idleBefore`. */
    async deleteExpired(now: string, idleBefore: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', idleBefore)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
