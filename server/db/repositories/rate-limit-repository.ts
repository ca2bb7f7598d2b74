import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseSchema } from '../schema.ts';

/** Counts events per key in fixed windows, in the database so limits hold across restarts and processes. */
export function createRateLimitRepository(db: Kysely<DatabaseSchema>) {
  return {
    /**
     * Counts one event for `key` and returns the count in the current window. A window that started
     * before `windowStartedAfter` is over: the count starts again at 1 from `now`. One statement, so
     * concurrent requests in several processes cannot lose a count.
     */
    async hit(key: string, now: string, windowStartedAfter: string): Promise<number> {
      const row = await db
        .insertInto('rateLimits')
        .values({ key, windowStartedAt: now, count: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_started_at <= ${windowStartedAfter} then 1 else rate_limits.count + 1 end`,
            windowStartedAt: sql<string>`case when rate_limits.window_started_at <= ${windowStartedAfter} then ${now} else rate_limits.window_started_at end`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The count in the current window without adding to it. */
    async peek(key: string, windowStartedAfter: string): Promise<number> {
      const row = await db.selectFrom('rateLimits').select('count').where('key', '=', key).where('windowStartedAt', '>', windowStartedAfter).executeTakeFirst();
      return row ? Number(row.count) : 0;
    },

    /** Forgets a key (after a success that should clear earlier failures). */
    async reset(key: string): Promise<void> {
      await db.deleteFrom('rateLimits').where('key', '=', key).execute();
    },

    /** Removes counters whose window started before `before` (every limit's window is over by then). */
    async deleteStale(before: string): Promise<number> {
      return Number((await db.deleteFrom('rateLimits').where('windowStartedAt', '<', before).executeTakeFirst()).numDeletedRows);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
