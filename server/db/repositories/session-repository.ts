import type { Kysely } from 'kysely';
import type { DatabaseSchema, SessionRow } from '../schema.ts';

/** Reads and writes browser sessions (tokens stored hashed). */
export function createSessionRepository(db: Kysely<DatabaseSchema>) {
  return {
    async create(session: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
    },

    /** Records activity, which pushes the idle expiry back. */
    async touch(id: string, at: string): Promise<void> {
      await db.updateTable('sessions').set({ lastSeenAt: at }).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Ends every session of a user, except `keepId` if given. */
    async deleteForUser(userId: string, keepId?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('userId', '=', userId);
      if (keepId) query = query.where('id', '!=', keepId);
      await query.execute();
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
