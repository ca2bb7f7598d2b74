import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';
import type { PasskeysTable, WebauthnChallengesTable } from '../tables/sign-in-tables.ts';

export type PasskeyRow = Selectable<PasskeysTable>;
export type WebauthnChallengeRow = Selectable<WebauthnChallengesTable>;

/** Reads and writes passkeys and the single-use challenges of their ceremonies. */
export function createPasskeyRepository(db: Kysely<DatabaseSchema>) {
  return {
    async create(passkey: PasskeyRow): Promise<void> {
      await db.insertInto('passkeys').values(passkey).execute();
    },

    findById(id: string): Promise<PasskeyRow | undefined> {
      return db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The user's passkeys, oldest first. */
    listForUser(userId: string): Promise<PasskeyRow[]> {
      return db
        .selectFrom('passkeys')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    /** Records a sign-in with the passkey: its new signature counter and the time. */
    async used(id: string, counter: number, at: string): Promise<void> {
      await db.updateTable('passkeys').set({ counter, lastUsedAt: at }).where('id', '=', id).execute();
    },

    /** Removes one of the user's passkeys; returns whether there was one. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('passkeys')
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async createChallenge(challenge: WebauthnChallengeRow): Promise<void> {
      await db.insertInto('webauthnChallenges').values(challenge).execute();
    },

    /** Takes a ceremony's challenge out (single use): the row if it was there, else undefined. */
    async takeChallenge(tokenHash: string): Promise<WebauthnChallengeRow | undefined> {
      const row = await db
        .selectFrom('webauthnChallenges')
        .selectAll()
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const result = await db.deleteFrom('webauthnChallenges').where('id', '=', row.id).executeTakeFirst();
      return result.numDeletedRows > 0n ? row : undefined;
    },

    /** Removes ceremony challenges past their expiry. */
    async deleteExpiredChallenges(now: string): Promise<number> {
      return Number(
        (await db.deleteFrom('webauthnChallenges').where('expiresAt', '<=', now).executeTakeFirst()).numDeletedRows,
      );
    },
  };
}

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
