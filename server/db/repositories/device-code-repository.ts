import type { Kysely } from 'kysely';
import type { DatabaseSchema, DeviceCodeRow } from '../schema.ts';

/** Reads and writes the CLI's device logins. */
export function createDeviceCodeRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Stores a new device login; throws on a user code already in use (the caller draws another). */
    async create(row: DeviceCodeRow): Promise<void> {
      await db.insertInto('deviceCodes').values(row).execute();
    },

    findByDeviceCodeHash(hash: string): Promise<DeviceCodeRow | undefined> {
      return db.selectFrom('deviceCodes').selectAll().where('deviceCodeHash', '=', hash).executeTakeFirst();
    },

    findByUserCode(userCode: string): Promise<DeviceCodeRow | undefined> {
      return db.selectFrom('deviceCodes').selectAll().where('userCode', '=', userCode).executeTakeFirst();
    },

    /** Records a poll and the interval the next one must wait. */
    async polled(id: string, at: string, intervalSeconds: number): Promise<void> {
      await db.updateTable('deviceCodes').set({ polledAt: at, intervalSeconds }).where('id', '=', id).execute();
    },

    /** Approves or denies a pending, unexpired login for a user; returns whether it was still pending. */
    async decide(userCode: string, status: 'approved' | 'denied', userId: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('deviceCodes')
        .set({ status, userId })
        .where('userCode', '=', userCode)
        .where('status', '=', 'pending')
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Marks an approved login spent; returns whether this call did (so its token is issued once). */
    async spend(id: string): Promise<boolean> {
      const result = await db
        .updateTable('deviceCodes')
        .set({ status: 'done' })
        .where('id', '=', id)
        .where('status', '=', 'approved')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the logins a user approved that no client has collected yet (their token is not issued). */
    async deleteApprovedBy(userId: string): Promise<void> {
      await db.deleteFrom('deviceCodes').where('userId', '=', userId).where('status', '=', 'approved').execute();
    },

    /** Deletes logins that expired before `before`. */
    async deleteExpired(before: string): Promise<void> {
      await db.deleteFrom('deviceCodes').where('expiresAt', '<', before).execute();
    },
  };
}

export type DeviceCodeRepository = ReturnType<typeof createDeviceCodeRepository>;
