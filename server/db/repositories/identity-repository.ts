import type { Kysely } from 'kysely';
import type { DatabaseSchema, IdentityRow } from '../schema.ts';

/** Reads and writes the provider identities linked to accounts. */
export function createIdentityRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Links an identity; throws when that provider's subject is already linked (unique constraint). */
    async create(identity: IdentityRow): Promise<void> {
      await db.insertInto('identities').values(identity).execute();
    },

    /** The identity a provider's subject is linked as, if any. */
    findBySubject(provider: string, subject: string): Promise<IdentityRow | undefined> {
      return db
        .selectFrom('identities')
        .selectAll()
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
    },

    /** An account's identities, oldest link first. */
    listForUser(userId: string): Promise<IdentityRow[]> {
      return db
        .selectFrom('identities')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    /** Records a sign-in through an identity, with the e-mail the provider gave this time. */
    async recordLogin(id: string, at: string, email: string | null): Promise<void> {
      await db.updateTable('identities').set({ lastLoginAt: at, email }).where('id', '=', id).execute();
    },

    /** Unlinks an account's identities of one provider; returns how many went. */
    async deleteForUser(userId: string, provider: string): Promise<number> {
      const result = await db
        .deleteFrom('identities')
        .where('userId', '=', userId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Unlinks every identity of an account. */
    async deleteAllForUser(userId: string): Promise<void> {
      await db.deleteFrom('identities').where('userId', '=', userId).execute();
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
